import { ActionIcon } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { MessageContent, messagingLimits } from '../../../../common/contracts/messages';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import primitives from '../../../components/primitives.module.css';
import { useTranslation } from '../../../lib/i18n';
import { withZod } from '../../../lib/zod-loader';
import classes from './Messages.module.css';

interface ComposerProps {
  /** Sends the trimmed text; the composer clears at once (the bubble shows the sending state). */
  onSend: (content: string) => void;
  /** A first message is on its way (the conversation does not exist yet): wait before the next. */
  isBusy?: boolean;
}

/** Shown once fewer characters than this are left. */
const counterFrom = 500;

/**
 * The message field (000 §5 "New message": body non-blank): Enter sends, Shift+Enter starts a new
 * line, a blank message is refused with its text, the length is checked against the contract.
 */
export function Composer({ onSend, isBusy = false }: ComposerProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const remaining = messagingLimits.contentMax - Array.from(value.trim()).length;

  const check = () => {
    // The contract the server applies: trimmed, non-blank, at most 5 000 characters.
    const parsed = MessageContent.safeParse(value);
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message ?? 'messaging.validation.blank');
      field.current?.focus();
      return;
    }
    setErrorKey(null);
    setValue('');
    onSend(parsed.data);
    field.current?.focus();
  };
  // Sent as the page opens, before zod has loaded (lib/zod-loader.ts): checked once it is there.
  const submit = () => {
    if (!isBusy) withZod(check);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; an input method composing a word keeps its Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className={classes.composer} onSubmit={handleSubmit} noValidate>
      <GrowingTextarea
        ref={field}
        className={classes.composerField}
        label={t('messages.composer.label')}
        labelProps={{ className: primitives.visuallyHidden }}
        placeholder={t('messages.composer.placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (errorKey) setErrorKey(null);
        }}
        onKeyDown={handleKeyDown}
        minRows={1}
        maxRows={6}
        radius="lg"
        error={errorKey ? t(errorKey) : undefined}
        description={
          remaining < counterFrom
            ? t('messages.composer.remaining', { count: remaining })
            : t('messages.composer.hint')
        }
        classNames={{ description: remaining < counterFrom ? undefined : classes.hint }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      <LazyTooltip label={t('messages.composer.hint')} openDelay={600}>
        <ActionIcon
          type="submit"
          size={40}
          radius="xl"
          loading={isBusy}
          aria-label={t('messages.composer.send')}
        >
          <IconSend2 size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
    </form>
  );
}
