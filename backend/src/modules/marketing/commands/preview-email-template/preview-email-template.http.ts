import { Controller, HttpCode } from '@nestjs/common';
import { endpoints, ParsedBodyOf, renderTemplate, ResponseOf, SAMPLE_TEMPLATE_VALUES } from '@academy/contracts';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';

/**
 * The draft as a learner would get it, with made-up values: the same `renderTemplate` the sending
 * worker runs (the web app may run it too, for a preview on every keystroke). Records nothing.
 */
@Controller()
export class PreviewEmailTemplateController {
  @ApiEndpoint(endpoints.previewEmailTemplate)
  @HttpCode(200)
  preview(@ValidBody() draft: ParsedBodyOf<'previewEmailTemplate'>): ResponseOf<'previewEmailTemplate'> {
    return renderTemplate(draft, SAMPLE_TEMPLATE_VALUES);
  }
}
