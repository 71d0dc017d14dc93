import { Controller, Get, Module } from '@nestjs/common';

@Controller()
class HelloWorldController {
  @Get('hello')
  hello(): { message: string } {
    return { message: 'Xin chào' };
  }
}

/** The baseline server: bare NestJS on Express with one GET route and nothing else. */
@Module({ controllers: [HelloWorldController] })
export class HelloWorldModule {}
