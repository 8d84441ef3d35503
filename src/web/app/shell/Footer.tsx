import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/LogoMark';
import classes from './Footer.module.css';
import { LanguageSelect } from './LanguageSelect';

/** Site footer: copyright and the interface language. The full menus come with the static pages. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="md" py="lg">
          <Group gap="sm" wrap="nowrap">
            <LogoMark size={28} />
            <Text size="sm" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear(), site: t('app.name') })}
            </Text>
          </Group>
          <LanguageSelect />
        </Group>
      </Container>
    </footer>
  );
}
