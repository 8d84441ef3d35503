import {
  type AdminTestimonial,
  testimonialContentMax,
  UpdateTestimonialBody,
} from '../../../../common/contracts/testimonials';
import { EditDialog } from '../../../components/admin/crud';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { StarInput } from '../../../components/StarRating';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateTestimonial } from '../api/testimonials';

/** A testimonial's edit dialog on /admin/testimonials (001 §2.13): text and rating, at any status. */
export function TestimonialEditDialog({
  testimonial,
  onClose,
}: {
  testimonial: AdminTestimonial;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateTestimonial(testimonial.id);
  const edit = useContractForm(
    UpdateTestimonialBody,
    (values: { content: string; rating: number }) => values,
    update,
    {
      initialValues: { content: testimonial.content, rating: testimonial.rating },
      onSuccess: () => {
        notify({
          color: 'sankofa',
          message: t('admin.testimonials.done.saved'),
        });
        onClose();
      },
    },
  );
  return (
    <EditDialog prefix="admin.testimonials" isNew={false} form={edit} onClose={onClose}>
      <GrowingTextarea
        label={t('admin.testimonials.contentLabel')}
        minRows={4}
        maxLength={testimonialContentMax}
        data-autofocus
        {...edit.inputProps('content')}
      />
      <StarInput
        label={t('admin.testimonials.ratingLabel')}
        value={edit.form.values.rating}
        onChange={(value) => edit.form.setFieldValue('rating', value)}
        starLabel={(value) => t('admin.testimonials.rating', { rating: value })}
        error={edit.errorOf('rating')}
      />
    </EditDialog>
  );
}
