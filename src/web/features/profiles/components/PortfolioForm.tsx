import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PortfolioItemBody, type PortfolioType, portfolioTypes } from '../../../../common/contracts/profiles';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { useItemForm } from '../utils/use-item-submit';
import { FieldRow } from './FieldRow';
import { ItemForm, type ProfileItemFormProps } from './ItemForm';
import { type PortfolioImageChoice, PortfolioImageField } from './PortfolioImageField';

const toBody = (values: {
  title: string;
  type: string;
  description: string;
  url: string;
}): PortfolioItemBody => ({
  ...values,
  // An empty choice is refused by the contract with the list of the five types.
  type: values.type as PortfolioType,
});

/**
 * A portfolio item (000 §5): title and type required, the link a valid URL when given, and an image the
 * member uploads (issue 33), sent once the item is saved.
 */
export function PortfolioForm({ item, isPending, onSave, onCancel }: ProfileItemFormProps<'portfolio'>) {
  const { t } = useTranslation();
  const [image, setImage] = useState<PortfolioImageChoice>({ file: null, isRemoved: false });
  const { input, handleSubmit, failure } = useItemForm({
    schema: PortfolioItemBody,
    initialValues: {
      title: item?.title ?? '',
      type: item?.type ?? '',
      description: item?.description ?? '',
      url: item?.url ?? '',
    },
    toBody,
    onSave: (body) =>
      onSave({
        ...body,
        ...(image.file ? { image: image.file } : {}),
        ...(image.isRemoved ? { removeImage: true } : {}),
      }),
  });

  return (
    <ItemForm
      title={t(item ? 'profiles.portfolio.editTitle' : 'profiles.portfolio.newTitle')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      isPending={isPending}
      failure={failure}
    >
      <FieldRow>
        <TextInput miw={200} label={t('profiles.portfolio.itemTitle')} withAsterisk {...input('title')} />
        <NativeSelect
          miw={180}
          label={t('profiles.portfolio.type')}
          withAsterisk
          data={[
            { value: '', label: t('profiles.portfolio.chooseType') },
            ...portfolioTypes.map((type) => ({ value: type, label: t(`profiles.portfolio.types.${type}`) })),
          ]}
          {...input('type')}
        />
      </FieldRow>
      <GrowingTextarea
        label={t('profiles.items.description')}
        minRows={3}
        maxRows={10}
        {...input('description')}
      />
      <TextInput
        label={t('profiles.portfolio.url')}
        placeholder="https://"
        inputMode="url"
        {...input('url')}
      />
      <PortfolioImageField
        imageUrl={item?.imageUrl ?? null}
        imageLink={item?.imageLink ?? null}
        value={image}
        onChange={setImage}
      />
    </ItemForm>
  );
}
