import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService, type HealthReport } from './health.service.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { healthResponse } from './health.responses.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database and Redis answer, 503 otherwise (for load balancers). */
  @ApiOperation({
    tag: 'Operations',
    access: 'public',
    summary: 'Readiness for load balancers',
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
}
