import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { InstructorEarningsQuery } from './instructor-earnings.query';

/**
 * The spec guards /instructor/* by login only; the earnings are a course author's, so students are
 * told so (403). An admin sees the sales of the courses they authored.
 */
function authorOf(principal: Principal): string {
  if (principal.role === 'instructor' || principal.role === 'admin') return principal.uid;
  throw new DomainError('SALES_INSTRUCTORS_ONLY', 'forbidden');
}

@Controller()
export class InstructorEarningsController {
  constructor(private readonly earnings: InstructorEarningsQuery) {}

  @ApiEndpoint(endpoints.instructorEarningsStats)
  stats(@CurrentPrincipal() principal: Principal): Promise<ResponseOf<'instructorEarningsStats'>> {
    return this.earnings.earnings(authorOf(principal));
  }

  @ApiEndpoint(endpoints.instructorDashboardStats)
  dashboard(@CurrentPrincipal() principal: Principal): Promise<ResponseOf<'instructorDashboardStats'>> {
    return this.earnings.dashboard(authorOf(principal));
  }
}
