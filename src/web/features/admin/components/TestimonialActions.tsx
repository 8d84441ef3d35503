import { ActionIcon, Button, Group } from '@mantine/core';
import { IconCheck, IconEyeOff, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { AdminTestimonial } from '../../../../common/contracts/testimonials';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
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
      <LazyTooltip label={t('admin.testimonials.edit')}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.testimonials.edit')} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      <LazyTooltip label={t('admin.testimonials.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('admin.testimonials.delete')}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}
