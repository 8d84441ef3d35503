import { Group, Text } from '@mantine/core';
import { type FocusEventHandler, type ReactNode, useState } from 'react';
import { limits } from '../../../../common/limits';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { ImproveActions } from '../../../components/ImproveActions';
import { useIsAiAvailable } from '../../../lib/ai-status';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useImproveText } from '../api/improve-text';

interface BioFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  error?: ReactNode;
  required?: boolean;
}

/**
 * The bio (000 §5): 1500 characters with a counter, and the 'Améliorer' button of the text assistant
 * when the site offers it (`GET /api/v1/ai/status`); hidden otherwise. The rewrite can be undone.
 */
export function BioField({ value, onChange, onBlur, error, required }: BioFieldProps) {
  const { t } = useTranslation();
  const isAiAvailable = useIsAiAvailable();
  const improve = useImproveText();
  const [previous, setPrevious] = useState<string | null>(null);
  const [aiError, setAiError] = useState<string | null>(null);
  const length = Array.from(value).length;
  const isOver = length > limits.profile.bioMax;

  const handleImprove = () => {
    setAiError(null);
    const original = value;
    improve.mutate(
      { text: original },
      {
        onSuccess: ({ improvedText }) => {
          setPrevious(original);
          onChange(improvedText.slice(0, limits.profile.bioMax));
        },
        onError: (cause) => {
          // 000 §8 "Text assistant": the spec's text, or the server's own when it says more.
          const code = isApiError(cause) ? cause.code : 'ai_failed';
          setAiError(
            code === 'ai_failed' || code === 'internal_error' ? 'profiles.ai.error' : `errors.${code}`,
          );
        },
      },
    );
  };

  const handleUndo = () => {
    if (previous === null) return;
    onChange(previous);
    setPrevious(null);
  };

  return (
    <div>
      <GrowingTextarea
        label={t('profiles.fields.bio')}
        description={t('profiles.fields.bioHint')}
        withAsterisk={required}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setPrevious(null);
        }}
        onBlur={onBlur}
        error={error}
        minRows={6}
        maxRows={16}
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="wrap">
        <ImproveActions
          isAvailable={isAiAvailable}
          improveLabel={t('profiles.ai.improve')}
          undoLabel={t('profiles.ai.undo')}
          onImprove={handleImprove}
          isPending={improve.isPending}
          disabled={value.trim() === ''}
          canUndo={previous !== null}
          onUndo={handleUndo}
        />
        <Text size="xs" c={isOver ? 'red.8' : 'dimmed'}>
          {t('profiles.fields.bioCounter', { count: length, max: limits.profile.bioMax })}
        </Text>
      </Group>
      {aiError && (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {t(aiError)}
        </Text>
      )}
    </div>
  );
}
