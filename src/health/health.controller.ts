import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService, type HealthReport, type ReadinessReport } from './health.service.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { healthResponse, readinessResponse } from './health.responses.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database and Redis answer, 503 otherwise (for load balancers). */
  @ApiOperation({
    tag: 'Operations',
    access: 'public',
    summary: 'Liveness: the database and Redis answer',
    responses: {
      200: { description: 'The database and Redis answer.', schema: healthResponse },
      503: { description: 'A dependency does not answer.', schema: healthResponse },
    },
  })
  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /**
   * 200 when this api may take traffic: the database and Redis answer and the database has
   * every committed migration; 503 otherwise (an orchestrator's readiness probe).
   */
  @ApiOperation({
    tag: 'Operations',
    access: 'public',
    summary: 'Readiness: dependencies answer and every committed migration is applied',
    responses: {
      200: { description: 'Ready for traffic.', schema: readinessResponse },
      503: { description: 'Not ready: a dependency does not answer, or migrations are pending.', schema: readinessResponse },
    },
  })
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessReport> {
    const report = await this.health.ready();
    res.status(report.status === 'ready' ? 200 : 503);
    return report;
  }
}
