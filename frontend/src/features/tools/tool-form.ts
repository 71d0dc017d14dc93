import { AdminTool, TOOL_ERRORS, TOOL_MESSAGES, TOOL_THUMBNAIL_MAX_BYTES, ToolForm, toolFormSchema } from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';

/** One plan row as the form holds it: text while typed, the plan's id when it already exists. */
export interface PlanDraft {
  /** React's key for the row; stable while rows are added and removed. */
  key: string;
  planId?: string;
  name: string;
  /** Digits only: whole đồng. */
  price: string;
  lifetime: boolean;
  days: string;
}

export interface ToolDraft {
  name: string;
  description: string;
  delivery: string;
  plans: PlanDraft[];
}

/** Errors by field path, as the server names them in a 400's `fields` ('name', 'plans.0.price'). */
export type ToolFormErrors = Record<string, string>;

export const emptyPlan = (): PlanDraft => ({ key: nanoid(), name: '', price: '', lifetime: false, days: '30' });

export const emptyToolDraft = (): ToolDraft => ({ name: '', description: '', delivery: '', plans: [emptyPlan()] });

/** The edit form lists the plans on sale only: a retired plan stays as it was sold. */
export function toolDraftOf(tool: AdminTool): ToolDraft {
  const plans = tool.plans
    .filter((plan) => plan.onSale)
    .map(({ _id, name, price, durationDays }) => ({
      key: _id,
      planId: _id,
      name,
      price: String(price),
      lifetime: durationDays === null,
      days: durationDays === null ? '30' : String(durationDays),
    }));
  return { name: tool.name, description: tool.description, delivery: tool.delivery, plans };
}

/** What an admin types as a price ('199.000', '199 000 ₫') read as whole đồng. */
export const priceDigits = (typed: string) => typed.replace(/\D/g, '');

const toNumber = (digits: string) => (digits.trim() === '' ? Number.NaN : Number(digits));

function toRequest({ name, description, delivery, plans }: ToolDraft): ToolForm {
  return {
    name,
    description,
    delivery,
    plans: plans.map(({ planId, name: planName, price, lifetime, days }) => ({
      ...(planId ? { planId } : {}),
      name: planName,
      price: toNumber(price),
      durationDays: lifetime ? null : toNumber(days),
    })),
  };
}

/** The picture's own checks: required for a new tool, at most 5 MB, an image (the server reads its bytes again). */
export function thumbnailError(file: Blob | null, creating: boolean): string | undefined {
  if (!file) return creating ? TOOL_ERRORS.TOOL_THUMBNAIL_REQUIRED : undefined;
  if (file.size > TOOL_THUMBNAIL_MAX_BYTES) return TOOL_MESSAGES.thumbnailTooLarge;
  if (file.type && !file.type.startsWith('image/')) return TOOL_MESSAGES.thumbnailNotImage;
  return undefined;
}

export type ToolValidation = { ok: true; request: ToolForm } | { ok: false; errors: ToolFormErrors };

/** The contracts' schema, as the server checks it, every problem at once under its field path. */
export function validateToolDraft(draft: ToolDraft, thumbnail: Blob | null, creating: boolean): ToolValidation {
  const parsed = toolFormSchema.safeParse(toRequest(draft));
  const errors: ToolFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'plans'] ??= issue.message;
  }
  const picture = thumbnailError(thumbnail, creating);
  if (picture) errors.thumbnail = picture;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}
