import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { InstructorApplicationsQuery } from './instructor-applications.query';

@Controller()
export class InstructorApplicationsController {
  constructor(private readonly applications: InstructorApplicationsQuery) {}

  @ApiEndpoint(endpoints.myInstructorApplication)
  async mine(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'myInstructorApplication'>> {
    return { application: await this.applications.of(user.uid) };
  }

  @ApiEndpoint(endpoints.listInstructorApplications)
  list(@ValidQuery() query: ParsedQueryOf<'listInstructorApplications'>): Promise<ResponseOf<'listInstructorApplications'>> {
    return this.applications.list(query);
  }
}
