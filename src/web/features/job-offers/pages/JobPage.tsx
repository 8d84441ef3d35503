import { Anchor, Button, Card, Divider, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconBuilding, IconCash, IconMail, IconMapPin, IconShare, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { jobOfferPath } from '../../../../common/contracts/job-offers';
import { CompanyMark } from '../../../components/CompanyMark';
import { ErrorState } from '../../../components/ErrorState';
import { ExternalLink } from '../../../components/ExternalLink';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { ItemHeader } from '../../../components/ItemHeader';
import { Note } from '../../../components/Note';
import { BackLink, PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { isMissing } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useShareLink } from '../../../lib/share-link';
import { profilePaths } from '../../profiles';
import { useOffer } from '../api/get-offer';
import { DeleteOfferDialog } from '../components/DeleteOfferDialog';
import { ExpiryBadge } from '../components/ExpiryBadge';
import { OfferMissing } from '../components/OfferMissing';
import classes from './JobPage.module.css';

/** `/emplois/{id}` (002 §2): the offer, its expiry badge, share, and edit / delete for its creator or an admin. */
export function JobPage() {
  const { t, language } = useTranslation();
  const shareLink = useShareLink();
  const { id } = useParams();
  const navigate = useNavigate();
  const offer = useOffer(id);
  const [isDeleting, setDeleting] = useState(false);
  usePageTitle(offer.data?.title ?? t('jobOffers.title'));

  if (offer.isPending) {
    return <PageLoader label={t('jobOffers.edit.loading')} />;
  }
  if (offer.isError) {
    if (isMissing(offer.error)) {
      return <OfferMissing title={t('jobOffers.notFound')} message={t('jobOffers.edit.notFoundText')} />;
    }
    return <ErrorState onRetry={() => void offer.refetch()} />;
  }
  const data = offer.data;
  const isClosed = data.expiry.state === 'expired' || !data.isActive;

  const handleShare = () => shareLink({ title: data.title, path: jobOfferPath(data.id) });

  return (
    <PageFrame
      crumbs={[{ label: t('jobOffers.breadcrumb'), to: '/emplois' }, { label: data.title }]}
      outside={
        <DeleteOfferDialog
          offer={isDeleting ? data : null}
          messageKey="jobOffers.detail.confirmDelete"
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/emplois')}
        />
      }
    >
      <BackLink to="/emplois" label={t('jobOffers.detail.back')} />

      <Card withBorder radius="md" padding="lg" component="article">
        <Stack gap="md">
          <ItemHeader
            mark={
              <CompanyMark
                company={data.company}
                logoUrl={data.logoUrl ?? data.companyCard?.logoUrl ?? null}
                size={64}
              />
            }
            title={data.title}
          >
            <Group gap="md" c="dimmed">
              <Group gap={4}>
                <IconBuilding size={16} stroke={1.8} aria-hidden />
                {data.companyCard ? (
                  <Anchor
                    component={Link}
                    to={`/entreprises/${data.companyCard.id}`}
                    size="sm"
                    aria-label={`${data.companyCard.nom} — ${t('jobOffers.detail.companyPage')}`}
                  >
                    {data.companyCard.nom}
                  </Anchor>
                ) : (
                  <Text size="sm">{data.company}</Text>
                )}
              </Group>
              <Group gap={4}>
                <IconMapPin size={16} stroke={1.8} aria-hidden />
                <Text size="sm">{data.location}</Text>
              </Group>
            </Group>
            <Group gap={6}>
              <Text span size="sm" fw={600} c="sankofa.8">
                {t(`jobOffers.types.${data.type}`)}
              </Text>
              <ExpiryBadge expiry={data.expiry} expiresAt={data.expiresAt} variant="detail" />
            </Group>
          </ItemHeader>

          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconShare size={16} stroke={1.8} aria-hidden />}
              onClick={() => void handleShare()}
            >
              {t('jobOffers.detail.share')}
            </Button>
            {data.canEdit && (
              <EditItemButton to={`/emplois/edit?id=${data.id}`} label={t('jobOffers.detail.edit')} />
            )}
            {data.canDelete && (
              <DeleteItemButton label={t('jobOffers.detail.delete')} onClick={() => setDeleting(true)} />
            )}
          </Group>

          <Divider />

          <Stack gap={8}>
            {data.salary && (
              <Group gap={6}>
                <IconCash size={16} stroke={1.8} aria-hidden />
                <Text size="sm">
                  <Text span fw={600}>
                    {t('jobOffers.detail.salary')} :
                  </Text>{' '}
                  {data.salary}
                </Text>
              </Group>
            )}
            {data.website && (
              <Group gap={6}>
                <IconWorld size={16} stroke={1.8} aria-hidden />
                <ExternalLink href={data.website} size="sm">
                  {t('jobOffers.detail.website')}
                </ExternalLink>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {data.owner && (
                <>
                  {t('jobOffers.detail.postedBy', { name: '' })}
                  <Anchor
                    component={Link}
                    to={profilePaths.member(data.owner.id)}
                    size="sm"
                    underline="always"
                  >
                    {data.owner.fullName}
                  </Anchor>
                  {' · '}
                </>
              )}
              {t('jobOffers.detail.postedOn', { date: formatLongDate(data.createdAt, language) })}
            </Text>
          </Stack>

          <Divider />

          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('jobOffers.detail.description')}
            </Title>
            <Typography
              className={classes.prose}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server (sanitize-html allowlist)
              dangerouslySetInnerHTML={{ __html: data.descriptionHtml }}
            />
          </Stack>

          <Divider />

          {isClosed ? (
            <Note>{t('jobOffers.detail.applyClosed')}</Note>
          ) : (
            <Group gap="sm">
              <Button
                component="a"
                href={`mailto:${data.contact}?subject=${encodeURIComponent(data.title)}`}
                leftSection={<IconMail size={16} stroke={1.8} aria-hidden />}
              >
                {t('jobOffers.detail.apply')}
              </Button>
              <Note>
                {t('jobOffers.detail.contact')} : {data.contact}
              </Note>
            </Group>
          )}
        </Stack>
      </Card>
    </PageFrame>
  );
}
