import { Button, Group } from '@mantine/core';
import { IconCheck, IconEyeOff, IconX } from '@tabler/icons-react';
import type { AdminTestimonial } from '../../../../common/contracts/testimonials';
import { RowActions } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';
import type { ModerationAction } from '../api/testimonials';

/**
 * A testimonial's actions on /admin/testimonials (001 §2.13): Approve and Reject while pending,
 * Unpublish once approved (decision 12), Edit and Delete at any status. `onModerate` runs the action
 * and names its toast (`admin.testimonials.done.<done>`).
 */
export function TestimonialActions({
  testimonial,
  name,
  onModerate,
  onEdit,
  onDelete,
}: {
  testimonial: AdminTestimonial;
  name: string;
  onModerate: (action: ModerationAction, done: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" aria-label={t('admin.testimonials.actionsFor', { name })} role="group">
      {testimonial.status === 'pending' && (
        <>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => onModerate('approve', 'approved')}
          >
            {t('admin.testimonials.approve')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onModerate('reject', 'rejected')}
          >
            {t('admin.testimonials.reject')}
          </Button>
        </>
      )}
      {testimonial.status === 'approved' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEyeOff size={14} aria-hidden />}
          onClick={() => onModerate('reject', 'unpublished')}
        >
          {t('admin.testimonials.unpublish')}
        </Button>
      )}
      <RowActions
        editLabel={t('admin.testimonials.edit')}
        deleteLabel={t('admin.testimonials.delete')}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </Group>
  );
}
