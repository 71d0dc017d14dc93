import { Module } from '@nestjs/common';

/**
 * Selling: the checkout and its orders, bank transfers and their review, discount codes, and the
 * sales figures admins and instructors read.
 */
@Module({
  controllers: [],
  providers: [],
})
export class CommerceModule {}
