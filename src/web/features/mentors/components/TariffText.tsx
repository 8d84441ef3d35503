import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** The tariff as euros per session (002 §2), or 'Gratuit'. */
export function TariffText({ tariff, ...props }: { tariff: string | null } & TextProps) {
  const { t, language } = useTranslation();
  const amount = tariff === null ? null : Number(tariff);
  return (
    <Text fw={600} {...props}>
      {amount === null || amount === 0
        ? t('mentors.card.free')
        : t('mentors.card.tariff', {
            amount: amount.toLocaleString(language, { maximumFractionDigits: 2 }),
          })}
    </Text>
  );
}
