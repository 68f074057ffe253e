/**
 * The list's quick edit (spec 1 §2, §5, §8): name, budget and status. Name is checked on blur and on
 * save, then as it is typed (a fixed name clears the message at once); a failed save toasts
 * 'Please fill in all required fields.'. Cancel (or closing the dialog) asks first and, when
 * confirmed, toasts 'Cancel changes'.
 */
import { CAMPAIGN_NAME_MAX, type Campaign, type CampaignStatus, campaignStatuses } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { MAX_BUDGET, MIN_BUDGET } from '@ads-creative/contracts/money-date';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialogActions } from '../../../components/form-dialog-actions.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { saveForm } from '../../../lib/save-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmedCancel } from '../../../lib/use-confirmed-cancel.ts';
import { useUpdateCampaign } from '../api/update-campaign.ts';
import { useBudgetCurrency } from '../budget-currency.ts';
import { amountOf } from '../campaign-form-values.ts';
import { BudgetField } from './budget-field.tsx';

const schema = z.object({
  name: z.string().trim().min(1, messages.nameRequired).max(CAMPAIGN_NAME_MAX, messages.nameTooLong),
  budget: z.union([z.number(), z.string()]).superRefine((v, ctx) => {
    const n = amountOf(v);
    if (n === null) return;
    if (Number.isNaN(n)) ctx.addIssue({ code: 'custom', message: 'Budget must be a number.' });
    else if (n < MIN_BUDGET) ctx.addIssue({ code: 'custom', message: `Budget must be at least ${MIN_BUDGET}.` });
    else if (n > MAX_BUDGET) ctx.addIssue({ code: 'custom', message: `Budget must be at most ${MAX_BUDGET.toLocaleString('en-US')}.` });
  }),
  status: z.string().refine((v) => (campaignStatuses as readonly string[]).includes(v), messages.statusRequired),
});
type Values = z.input<typeof schema>;
const fields = ['name', 'budget', 'status'] as const;
const statusOptions = campaignStatuses.map((s) => ({ value: s, label: s }));

interface Props {
  /** The campaign being edited; null closes the dialog. */
  campaign: Campaign | null;
  onClose: () => void;
}

export function CampaignEditModal({ campaign, onClose }: Props) {
  return campaign && <EditDialog key={campaign.id} campaign={campaign} onClose={onClose} />;
}

/** Mounted while open: closing it (×, Escape, Cancel) goes through the same confirmation. */
function EditDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const update = useUpdateCampaign();
  const currency = useBudgetCurrency(campaign.adAccountId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: campaign.name, budget: campaign.budget ?? '', status: campaign.status },
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(
    async (v) => {
      const saved = await saveForm(
        () =>
          update.mutateAsync({
            id: campaign.id,
            body: { name: v.name.trim(), budget: amountOf(v.budget), status: v.status as CampaignStatus },
          }),
        { fields, setError: form.setError, failed: messages.campaignUpdateFailed, succeeded: messages.campaignUpdated },
      );
      if (saved) onClose();
    },
    () => {
      toast.error(messages.fillRequiredFields);
    },
  );

  const cancel = useConfirmedCancel({
    question: messages.campaignEditCancelConfirm,
    cancelled: messages.campaignEditCancelled,
    leave: onClose,
  });

  return (
    <Modal opened onClose={cancel} title="Edit Campaign" centered closeOnClickOutside={false}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <BudgetField
            control={form.control}
            name="budget"
            label={`Budget (${currency})`}
            description={campaign.budgetType === 'LIFETIME' ? 'Total budget of the campaign' : 'Daily budget'}
            error={errors.budget?.message}
          />
          <FormSelect
            control={form.control}
            name="status"
            label="Status"
            withAsterisk
            data={statusOptions}
            error={errors.status?.message}
            comboboxProps={{ zIndex: 350 }}
          />
          <FormDialogActions onCancel={cancel} saving={isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
