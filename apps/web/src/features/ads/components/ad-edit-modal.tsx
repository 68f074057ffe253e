/**
 * The list's Edit Ad dialog (spec 1 §2, §5, §7, §8): name, headline, description, primary text,
 * call to action and status. Each required field says so on blur and on save (then the toast
 * 'Please fill in all required fields.'), and stops saying so as soon as it is filled in again.
 * Save sends headline, primaryText, description, callToAction, imageUrl and name, plus the status,
 * which the server accepts (the spec's app edited the status without sending it; see
 * docs/decisions). Cancel or closing asks first: 'Changes discarded'.
 */
import {
  AD_NAME_MAX,
  type Ad,
  type CallToAction,
  callToActions,
  DESCRIPTION_MAX,
  editableAdStatuses,
  HEADLINE_MAX,
  PRIMARY_TEXT_MAX,
} from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialogActions } from '../../../components/form-dialog-actions.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { callToActionOptions } from '../../../lib/labels.ts';
import { saveForm } from '../../../lib/save-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmedCancel } from '../../../lib/use-confirmed-cancel.ts';
import { type UpdateAdPayload, useUpdateAd } from '../api/update-ad.ts';

const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);
const schema = z.object({
  name: z.string().trim().min(1, messages.nameRequired).max(AD_NAME_MAX, messages.nameTooLong),
  headline: z.string().trim().min(1, messages.headlineRequired).max(HEADLINE_MAX, messages.headlineTooLong),
  description: z.string().max(DESCRIPTION_MAX, messages.descriptionTooLong),
  primaryText: z.string().max(PRIMARY_TEXT_MAX, messages.primaryTextTooLong),
  callToAction: z.string().refine(oneOf(callToActions), messages.callToActionRequired),
  status: z.string().min(1, messages.statusRequired),
  destinationUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Destination URL must start with http:// or https://.'),
});
type Values = z.input<typeof schema>;
const fields = ['name', 'headline', 'description', 'primaryText', 'callToAction', 'status', 'destinationUrl'] as const;

const valuesOf = (ad: Ad): Values => ({
  name: ad.name,
  headline: ad.headline ?? '',
  description: ad.description ?? '',
  primaryText: ad.primaryText ?? '',
  callToAction: ad.callToAction && oneOf(callToActions)(ad.callToAction) ? ad.callToAction : '',
  status: ad.status,
  destinationUrl: ad.destinationUrl ?? '',
});

/** The five statuses a user may set, plus the ad's own when Facebook set another (PENDING, REJECTED): shown, kept, never sent. */
const statusOptionsFor = (current: string) =>
  (oneOf(editableAdStatuses)(current) ? [...editableAdStatuses] : [...editableAdStatuses, current]).map((s) => ({ value: s, label: s }));

export function AdEditModal({ ad, onClose }: { ad: Ad | null; onClose: () => void }) {
  return ad && <EditDialog key={ad.id} ad={ad} onClose={onClose} />;
}

function EditDialog({ ad, onClose }: { ad: Ad; onClose: () => void }) {
  const update = useUpdateAd();
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(ad) });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(
    async (v) => {
      const body: UpdateAdPayload = {
        name: v.name.trim(),
        headline: v.headline.trim(),
        description: v.description.trim() || null,
        primaryText: v.primaryText.trim() || null,
        callToAction: v.callToAction as CallToAction,
        imageUrl: ad.imageUrl,
      };
      // Sent only when changed, so the spec's edit call stays as it was for everyone who does not publish.
      const destinationUrl = v.destinationUrl.trim() || null;
      if (destinationUrl !== ad.destinationUrl) body.destinationUrl = destinationUrl;
      if (oneOf(editableAdStatuses)(v.status)) body.status = v.status as UpdateAdPayload['status'];
      const saved = await saveForm(() => update.mutateAsync({ id: ad.id, body }), {
        fields,
        setError: form.setError,
        failed: messages.adUpdateFailed,
        succeeded: messages.adUpdated,
      });
      if (saved) onClose();
    },
    () => {
      toast.error(messages.fillRequiredFields);
    },
  );

  const cancel = useConfirmedCancel({ question: messages.adEditCancelConfirm, cancelled: messages.adEditCancelled, leave: onClose });

  const select = (name: 'callToAction' | 'status', label: string, data: { value: string; label: string }[]) => (
    <FormSelect
      control={form.control}
      name={name}
      label={label}
      withAsterisk
      placeholder={`Select ${label.toLowerCase()}`}
      data={data}
      error={errors[name]?.message}
      comboboxProps={{ zIndex: 350 }}
    />
  );

  return (
    <Modal opened onClose={cancel} title="Edit Ad" size="lg" centered closeOnClickOutside={false}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <TextInput label="Headline" withAsterisk {...form.register('headline')} error={errors.headline?.message} />
          <TextInput
            label="Destination URL"
            description="Where the ad sends people on Facebook (needed to publish link ads)"
            placeholder="https://"
            {...form.register('destinationUrl')}
            error={errors.destinationUrl?.message}
          />
          <Textarea label="Description" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <Textarea
            label="Primary Text"
            autosize
            minRows={3}
            maxRows={8}
            {...form.register('primaryText')}
            error={errors.primaryText?.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {select('callToAction', 'Call to Action', callToActionOptions)}
            {select('status', 'Status', statusOptionsFor(ad.status))}
          </SimpleGrid>
          <FormDialogActions onCancel={cancel} saving={isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
