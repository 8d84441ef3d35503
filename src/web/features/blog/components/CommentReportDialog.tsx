import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { blogLimits } from '../../../../common/contracts/blog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Modal } from '../../../components/Modal';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useReportComment } from '../api/comments';
import { useCommentFailure } from './comment-failure';

/** 'Signaler' on another member's comment (001 §2.19, §5): a reason, then the staff's queue. */
export function CommentReportDialog({
  opened,
  onClose,
  postId,
  commentId,
}: {
  opened: boolean;
  onClose: () => void;
  postId: string;
  commentId: string;
}) {
  const { t } = useTranslation();
  const report = useReportComment(postId);
  const failed = useCommentFailure();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('blog.comments.reportTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate(
            { id: commentId, reason },
            {
              onSuccess: () => {
                onClose();
                setReason('');
                notify({
                  color: 'teal',
                  message: t('blog.comments.reported'),
                  autoClose: blogLimits.toastMs,
                });
              },
              onError: failed('blog.comments.reportError'),
            },
          );
        }}
      >
        <Stack gap="sm">
          <GrowingTextarea
            label={t('blog.comments.reportReason')}
            description={t('blog.comments.reportHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            minRows={3}
            maxLength={blogLimits.reasonMax}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('blog.comments.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending} disabled={!reason.trim()}>
              {t('blog.comments.reportSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
