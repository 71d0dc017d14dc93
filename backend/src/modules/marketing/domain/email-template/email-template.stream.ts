/** One stream per template, named by the id it was created with. */
export const toEmailTemplateStreamId = (templateId: string) => `marketing_email_template-${templateId}`;
