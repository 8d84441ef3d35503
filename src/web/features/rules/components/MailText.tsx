import { Text } from '@mantine/core';

/** A mail's subject in bold and its body with its line breaks (`heading` before the subject). */
export function MailText({ heading, subject, body }: { heading?: string; subject: string; body: string }) {
  return (
    <>
      <Text fw={600} size="sm">
        {heading ? `${heading} — ${subject}` : subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {body}
      </Text>
    </>
  );
}
