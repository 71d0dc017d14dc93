import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { idSchema } from '@academy/contracts';
import { parseInput } from './api-endpoint.decorator';

/**
 * Every path parameter of the API is an id or a slug (`/admin/users/:id`, `/courses/:slug`), so
 * one rule checks them all before a controller or a store sees them: `%00`, `..%2F` or 5,000
 * characters are a 400, never a database error.
 */
@Injectable()
export class PathParamsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param') return value;
    if (!metadata.data) throw new Error('Read one path parameter at a time: @Param(name)');
    return parseInput(idSchema, value, metadata.data);
  }
}
