import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { usePageTitle } from '../lib/page-title';
import { StateScreen } from './StateScreen';

interface NotFoundProps {
  /** Catalog key of the heading; "Page introuvable" by default (a missing static page says its own). */
  titleKey?: string;
  bodyKey?: string;
}

/** A 404 page with the way back home: unknown paths, missing static pages. */
export function NotFound({ titleKey = 'notFound.title', bodyKey = 'notFound.body' }: NotFoundProps) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <StateScreen
      icon={
        <Text fz={72} fw={800} lh={1} c="sankofa.8" aria-hidden>
          404
        </Text>
      }
      title={t(titleKey)}
      body={t(bodyKey)}
      action={
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
