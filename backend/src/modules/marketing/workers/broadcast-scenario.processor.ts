import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobWorkerHost } from '../../../platform/queues';
import { FanOutBroadcastPageCommand } from '../commands/fan-out-broadcast/fan-out-broadcast.handler';
import { broadcastScenarioJob } from './broadcast-scenario.job';

/** The job turned into `FanOutBroadcastPage`: one page of a broadcast's audience. */
@Injectable()
export class BroadcastScenarioProcessor implements OnModuleInit {
  constructor(
    private readonly host: JobWorkerHost,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.host.register(broadcastScenarioJob, (page) => this.commands.execute(new FanOutBroadcastPageCommand(page)));
  }
}
