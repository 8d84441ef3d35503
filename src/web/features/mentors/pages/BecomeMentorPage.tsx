import {
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  MentorBody,
  type MentorDetail,
  mentorLimits,
  mentorPath,
} from '../../../../common/contracts/mentors';
import { AmountInput } from '../../../components/AmountInput';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { ErrorState } from '../../../components/ErrorState';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { Notice } from '../../../components/Notice';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useContractForm } from '../../../lib/use-contract-form';
import { useMentorFilterOptions, useMyMentor, useSaveMentor, useStopMentoring } from '../api/mentors';
import { languageSuggestions, toBody, valuesOf } from '../utils/mentor-form';

const l = mentorLimits;

/**
 * `/mentors/become` (002 §2, plan 002 B1 FLAW 6), members only: become a mentor, edit the record, or
 * stop (out of the directory, pending requests declined). Checked by the contract as the server does.
 */
export function BecomeMentorPage() {
  const { t } = useTranslation();
  const mine = useMyMentor();
  const mentor = mine.data?.mentor ?? null;
  usePageTitle(t(mentor?.active ? 'mentors.becomePage.editTitle' : 'mentors.becomePage.title'));

  if (mine.isPending) {
    return <PageLoader label={t('mentors.loading')} />;
  }
  if (mine.isError) {
    return <ErrorState messageKey="mentors.becomePage.loadError" onRetry={() => void mine.refetch()} />;
  }
  // Keyed by the record, so a save or a stop starts the form from what the server holds.
  return (
    <BecomeMentorForm
      key={`${mentor?.id ?? 'new'}-${String(mentor?.active)}`}
      mentor={mentor}
      isUnlisted={mine.data.hiddenFromDirectory}
    />
  );
}

function BecomeMentorForm({ mentor, isUnlisted }: { mentor: MentorDetail | null; isUnlisted: boolean }) {
  const { t } = useTranslation();
  const save = useSaveMentor();
  const stop = useStopMentoring();
  const options = useMentorFilterOptions();
  const [isStopping, setStopping] = useState(false);
  const isActive = Boolean(mentor?.active);
  const { form, handleSubmit, inputProps, failure, isPending, draft } = useContractForm(
    MentorBody,
    toBody,
    save,
    {
      initialValues: valuesOf(mentor),
      keepDraft: 'mentor.profile',
      onSuccess: () => notify({ color: 'teal', message: t('mentors.becomePage.saved') }),
    },
  );
  const title = t(isActive ? 'mentors.becomePage.editTitle' : 'mentors.becomePage.title');

  return (
    <PageFrame
      crumbs={[{ label: t('mentors.breadcrumb'), to: '/mentors' }, { label: title }]}
      outside={
        <ConfirmMutationDialog
          opened={isStopping}
          title={t('mentors.becomePage.stopTitle')}
          message={t('mentors.becomePage.stopBody')}
          confirmLabel={t('mentors.becomePage.stopConfirm')}
          mutation={stop}
          run={(then) => stop.mutate(undefined, then)}
          done={t('mentors.becomePage.stopped')}
          onClose={() => setStopping(false)}
        />
      }
    >
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" maw={620}>
            {t('mentors.becomePage.intro')}
          </Text>
        </Stack>
        {mentor && isActive && (
          <Anchor component={Link} to={mentorPath(mentor.id)} size="sm">
            {t('mentors.becomePage.viewPage')}
          </Anchor>
        )}
      </Group>
      {mentor && !isActive && <Notice tone="caution">{t('mentors.becomePage.inactive')}</Notice>}
      {isUnlisted && <Notice>{t('mentors.becomePage.unlisted')}</Notice>}
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <KeptDraftNotices draft={draft} />
            <GrowingTextarea
              label={t('mentors.becomePage.bio')}
              placeholder={t('mentors.becomePage.bioPlaceholder')}
              minRows={4}
              maxRows={12}
              maxLength={l.bioMax}
              withAsterisk
              {...inputProps('bio')}
            />
            <TagsInput
              label={t('mentors.becomePage.domains')}
              description={t('mentors.becomePage.domainsHint')}
              data={options.data?.domains ?? []}
              maxTags={l.domainsMax}
              withAsterisk
              clearable
              splitChars={[',']}
              {...inputProps('domains')}
            />
            <TagsInput
              label={t('mentors.becomePage.languages')}
              description={t('mentors.becomePage.languagesHint')}
              data={languageSuggestions}
              maxTags={l.languagesMax}
              withAsterisk
              splitChars={[',']}
              {...inputProps('languages')}
            />
            <Switch
              label={t('mentors.becomePage.available')}
              {...inputProps('available')}
              checked={form.values.available}
            />
            <TextInput
              label={t('mentors.becomePage.slots')}
              placeholder={t('mentors.becomePage.slotsPlaceholder')}
              maxLength={l.slotsMax}
              {...inputProps('slots')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <AmountInput
                label={t('mentors.becomePage.tariff')}
                description={t('mentors.becomePage.tariffHint')}
                max={l.tariffMax}
                suffix=" €"
                {...inputProps('tariff')}
              />
              <NumberInput
                label={t('mentors.becomePage.capacity')}
                description={t('mentors.becomePage.capacityHint')}
                min={l.capacityMin}
                max={l.capacityMax}
                allowDecimal={false}
                allowNegative={false}
                withAsterisk
                {...inputProps('capacity')}
              />
            </SimpleGrid>
            <FormFailure message={failure} />
            <Group justify="space-between" gap="sm">
              {mentor && isActive ? (
                <Button variant="subtle" color="red" onClick={() => setStopping(true)}>
                  {t('mentors.becomePage.stop')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={isPending}>
                {t(isActive ? 'mentors.becomePage.save' : 'mentors.becomePage.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageFrame>
  );
}
