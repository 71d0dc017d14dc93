import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { InstructorStudentsQuery } from './instructor-students.query';

/**
 * The spec guards /instructor/* by login only; students belong to a course's author, so a learner
 * is told so (403). An admin sees the students of the courses they authored.
 */
function authorOf(principal: Principal): string {
  if (principal.role === 'instructor' || principal.role === 'admin') return principal.uid;
  throw new DomainError('STUDENTS_INSTRUCTORS_ONLY', 'forbidden');
}

@Controller()
export class InstructorStudentsController {
  constructor(private readonly students: InstructorStudentsQuery) {}

  @ApiEndpoint(endpoints.instructorMyStudents)
  list(@CurrentPrincipal() principal: Principal, @ValidQuery() query: ParsedQueryOf<'instructorMyStudents'>): Promise<ResponseOf<'instructorMyStudents'>> {
    return this.students.students(authorOf(principal), query);
  }

  @ApiEndpoint(endpoints.instructorCompletionStats)
  completion(@CurrentPrincipal() principal: Principal): Promise<ResponseOf<'instructorCompletionStats'>> {
    return this.students.completion(authorOf(principal));
  }
}
