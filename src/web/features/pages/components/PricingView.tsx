import { Anchor, Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PricingOffer } from '../../../../common/contracts/pricing';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { Notice } from '../../../components/Notice';
import { PublicPage } from '../../../components/PublicPageHeader';
import { RichHtml } from '../../../components/RichHtml';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { useCreateCheckout } from '../api/create-checkout';
import { usePricing } from '../api/get-pricing';
import { EditPageButton, PageQueryState } from './PageParts';

/** Dark or white text, whichever reads on the card's colour (WCAG relative luminance). */
const textOn = (hex: string): string => {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.18 ? '#1a1b1e' : '#ffffff';
};

/**
 * `/pricing` (002 §2): 'Tarification', the offer cards in the team's order and a link to /contact. An
 * offer with an amount has a pay button that opens Stripe Checkout (a visitor is asked to sign in
 * first); others follow their link. Back from Stripe, `?paiement=ok|annule` says how it went.
 */
export function PricingView({ editPath }: { editPath?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.pricing.title'));
  const pricing = usePricing();
  const [params] = useSearchParams();
  const outcome = params.get('paiement');
  const items = pricing.data?.items ?? [];

  return (
    <PublicPage title={t('pages.pricing.title')} intro={t('pages.pricing.intro')} size="lg">
      <Stack gap="xl">
        {editPath && <EditPageButton to={editPath} label={t('pages.pricing.edit')} isAlignedStart />}
        {outcome === 'ok' && <DoneNotice>{t('pages.pricing.paid')}</DoneNotice>}
        {outcome === 'annule' && <Notice role="status">{t('pages.pricing.cancelled')}</Notice>}
        <PageQueryState query={pricing} isEmpty={items.length === 0} empty={t('pages.pricing.empty')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(3, items.length) }} spacing="lg">
            {items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </SimpleGrid>
        </PageQueryState>
        <Text>
          {t('pages.pricing.contactLead')}{' '}
          <Anchor component={Link} to="/contact" fw={600}>
            {t('pages.pricing.contactLink')}
          </Anchor>
        </Text>
      </Stack>
    </PublicPage>
  );
}

function OfferCard({ offer }: { offer: PricingOffer }) {
  const { t } = useTranslation();
  const titleId = `offer-${offer.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      shadow="xs"
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
      data-testid="pricing-offer"
    >
      <Stack gap={6} p="lg" style={{ background: offer.color, color: textOn(offer.color) }}>
        <Title order={2} id={titleId} fz={20} c="inherit">
          {offer.category}
        </Title>
        <Text fz={28} fw={800} lh={1.15} c="inherit">
          {offer.price}
        </Text>
        {offer.amount !== null && offer.interval !== 'one_time' && (
          <Badge variant="white" color="dark" style={{ alignSelf: 'flex-start' }}>
            {t(`pages.pricing.intervals.${offer.interval}`)}
          </Badge>
        )}
      </Stack>
      <Stack gap="lg" p="lg" style={{ flex: 1 }} justify="space-between">
        {offer.description ? <RichHtml html={offer.description} /> : <span />}
        <OfferAction offer={offer} />
      </Stack>
    </Paper>
  );
}

function OfferAction({ offer }: { offer: PricingOffer }) {
  const { t } = useTranslation();
  const session = useSession();
  const authDialog = useAuthDialog();
  const checkout = useCreateCheckout();
  const [failed, setFailed] = useState(false);
  const label = offer.ctaLabel ?? t('pages.pricing.pay');

  if (offer.amount !== null) {
    const isMember = Boolean(session.data?.user);
    return (
      <Stack gap="xs">
        <Button
          fullWidth
          size="md"
          loading={checkout.isPending}
          onClick={() => {
            setFailed(false);
            if (!isMember) {
              authDialog.open('login', { redirect: '/pricing' });
              return;
            }
            checkout.mutate(offer.id, {
              onSuccess: ({ url }) => window.location.assign(url),
              onError: () => setFailed(true),
            });
          }}
        >
          {label}
        </Button>
        {!isMember && (
          <Text size="xs" c="dimmed" ta="center">
            {t('pages.pricing.signInToPay')}
          </Text>
        )}
        <FormFailure p="xs" message={failed && t('pages.pricing.payError')} />
      </Stack>
    );
  }
  if (!offer.ctaUrl) return null;
  const isInternal = offer.ctaUrl.startsWith('/');
  return isInternal ? (
    <Button component={Link} to={offer.ctaUrl} fullWidth size="md" variant="light">
      {offer.ctaLabel ?? offer.category}
    </Button>
  ) : (
    <Button component="a" href={offer.ctaUrl} fullWidth size="md" variant="light" rel="noopener noreferrer">
      {offer.ctaLabel ?? offer.category}
    </Button>
  );
}
