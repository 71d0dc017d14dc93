import { z } from 'zod';
import { hasReadableText, idSchema, pageQuery, paginationSchema, searchSchema, text, vnd } from '../shared';
import { TOOL_ERRORS, TOOL_PLAN_LIMITS } from './tool.errors';
import { TOOL_MESSAGES } from './tool.messages';

export const TOOL_NAME_MAX = 150;
export const TOOL_DESCRIPTION_MAX = 5000;
export const TOOL_DELIVERY_MAX = 5000;
export const TOOL_PLAN_NAME_MAX = 100;
/** The public catalogue asks 3 by default (the home page's shelf); the /tools page asks 12. */
export const TOOLS_PAGE_SIZE = 3;
export const TOOLS_CATALOGUE_PAGE_SIZE = 12;
export const ADMIN_TOOLS_PAGE_SIZE = 10;
/** Part of the multipart rule of create and update: a thumbnail is a photo or a logo, never a poster. */
export const TOOL_THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

const toolName = text({ max: TOOL_NAME_MAX, required: TOOL_ERRORS.TOOL_NAME_REQUIRED, tooLong: TOOL_MESSAGES.nameTooLong }).refine(
  hasReadableText,
  TOOL_ERRORS.TOOL_NAME_REQUIRED,
);
const toolDescription = text({ max: TOOL_DESCRIPTION_MAX, tooLong: TOOL_MESSAGES.descriptionTooLong, multiline: true }).default('');
const toolDelivery = text({
  max: TOOL_DELIVERY_MAX,
  required: TOOL_ERRORS.TOOL_DELIVERY_REQUIRED,
  tooLong: TOOL_MESSAGES.deliveryTooLong,
  multiline: true,
}).refine(hasReadableText, TOOL_ERRORS.TOOL_DELIVERY_REQUIRED);

const planName = text({ max: TOOL_PLAN_NAME_MAX, required: TOOL_ERRORS.TOOL_PLAN_NAME_REQUIRED, tooLong: TOOL_MESSAGES.planNameTooLong }).refine(
  hasReadableText,
  TOOL_ERRORS.TOOL_PLAN_NAME_REQUIRED,
);
const durationInvalid = TOOL_ERRORS.TOOL_DURATION_INVALID;
/** Whole days of use from purchase, or null for lifetime: the key is required so "forgot it" never reads as lifetime. */
const durationDays = z.number(durationInvalid).int(durationInvalid).min(1, durationInvalid).max(TOOL_PLAN_LIMITS.maxDays, durationInvalid).nullable();

/** One plan row of the tool form: `planId` names a plan the tool already has; a row without one is a new plan. */
export const toolPlanFormSchema = z.object({
  planId: idSchema.optional(),
  name: planName,
  price: vnd(TOOL_ERRORS.TOOL_PRICE_INVALID),
  durationDays,
});
export type ToolPlanForm = z.input<typeof toolPlanFormSchema>;

const namesEachPlanOnce = (plans: { planId?: string }[]) => {
  const ids = plans.flatMap((plan) => (plan.planId ? [plan.planId] : []));
  return new Set(ids).size === ids.length;
};

/**
 * The tool form (the JSON `data` field of the multipart create and update): the plans on sale as
 * the admin wants them. The server compares them with the tool's plans: rows with a known `planId`
 * are edits, rows without one are new, and plans on sale left out are removed (or retired when sold).
 */
export const toolFormSchema = z.object({
  name: toolName,
  description: toolDescription,
  delivery: toolDelivery,
  plans: z
    .array(toolPlanFormSchema)
    .max(TOOL_PLAN_LIMITS.plansOnSale, TOOL_ERRORS.TOOL_PLAN_LIMIT)
    .refine(namesEachPlanOnce, TOOL_MESSAGES.planRepeated)
    .default([]),
});
export type ToolForm = z.input<typeof toolFormSchema>;
export const createToolRequestSchema = toolFormSchema;
export type CreateToolRequest = ToolForm;
export const updateToolRequestSchema = toolFormSchema;
export type UpdateToolRequest = ToolForm;

/** A plan a buyer can choose: `_id` is the plan id that carts, orders and discounts name. */
export const toolPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Whole VND. */
  price: z.number().int(),
  /** Days of use from purchase; null for lifetime ('Trọn đời'). */
  durationDays: z.number().int().nullable(),
});
export type ToolPlan = z.infer<typeof toolPlanSchema>;

/** A tool as the public sees it: never `delivery`, which only buyers receive. */
export const toolSummarySchema = z.object({
  _id: z.string(),
  /** From the name without diacritics, unique ('Phần mềm Seeding' -> 'phan-mem-seeding', then '-2', '-3'…); never changes. */
  slug: z.string(),
  name: z.string(),
  /** The 800-pixel-wide webp thumbnail under `/files/`. */
  thumbnailUrl: z.string(),
  description: z.string(),
  /** On sale, in the order the admin lists them. */
  plans: z.array(toolPlanSchema),
  /** The cheapest plan on sale ('từ 199.000 ₫'); null while none is on sale. */
  lowestPrice: z.number().int().nullable(),
});
export type ToolSummary = z.infer<typeof toolSummarySchema>;
export const toolDetailSchema = toolSummarySchema;
export type ToolDetail = z.infer<typeof toolDetailSchema>;

export const listToolsQuerySchema = pageQuery(TOOLS_PAGE_SIZE).extend({
  /** Case- and accent-insensitive: 'phan mem' finds 'Phần mềm'. */
  searchTerm: searchSchema,
});
export type ListToolsQuery = z.input<typeof listToolsQuerySchema>;

export const listToolsResponseSchema = z.object({ tools: z.array(toolSummarySchema), pagination: paginationSchema });
export type ListToolsResponse = z.infer<typeof listToolsResponseSchema>;

export const getToolResponseSchema = z.object({ tool: toolDetailSchema });
export type GetToolResponse = z.infer<typeof getToolResponseSchema>;

/** Every plan the tool has, retired ones too (kept for the orders that name them). */
export const adminToolPlanSchema = toolPlanSchema.extend({
  onSale: z.boolean(),
  /** Sales counted by commerce; a sold plan is retired when removed, never erased. */
  soldCount: z.number().int(),
});
export type AdminToolPlan = z.infer<typeof adminToolPlanSchema>;

export const TOOL_STATUSES = ['listed', 'archived'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];
export const TOOL_STATUS_LABELS: Record<ToolStatus, string> = { listed: 'Đang bán', archived: 'Đã lưu trữ' };

export const adminToolSchema = toolSummarySchema.omit({ plans: true }).extend({
  delivery: z.string(),
  /** `archived`: deleted after it was sold, off sale for good and kept for its orders. */
  status: z.enum(TOOL_STATUSES),
  plans: z.array(adminToolPlanSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What an edit sends back as `If-Match`, so a change made meanwhile is not overwritten. */
  revision: z.number().int(),
});
export type AdminTool = z.infer<typeof adminToolSchema>;

export const adminListToolsQuerySchema = pageQuery(ADMIN_TOOLS_PAGE_SIZE).extend({ search: searchSchema });
export type AdminListToolsQuery = z.input<typeof adminListToolsQuerySchema>;

export const adminListToolsResponseSchema = z.object({ tools: z.array(adminToolSchema), pagination: paginationSchema });
export type AdminListToolsResponse = z.infer<typeof adminListToolsResponseSchema>;

export const toolChangedResponseSchema = z.object({ message: z.string(), tool: adminToolSchema });
export type ToolChangedResponse = z.infer<typeof toolChangedResponseSchema>;

export const deleteToolResponseSchema = z.object({
  message: z.string(),
  _id: z.string(),
  /** `archived` when the tool was sold: it leaves the catalogue but stays for its orders. */
  outcome: z.enum(['deleted', 'archived']),
});
export type DeleteToolResponse = z.infer<typeof deleteToolResponseSchema>;

/** A plan on sale with its tool, as the discount form lists them (spec part 1 section 3 'Tool plan'). */
export const toolPlanOptionSchema = toolPlanSchema.extend({
  toolId: z.object({ _id: z.string(), name: z.string(), thumbnailUrl: z.string() }),
});
export type ToolPlanOption = z.infer<typeof toolPlanOptionSchema>;

export const listToolPlansResponseSchema = z.object({ plans: z.array(toolPlanOptionSchema) });
export type ListToolPlansResponse = z.infer<typeof listToolPlansResponseSchema>;
