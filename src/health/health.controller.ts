import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthReportDto } from './health.model';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database answers, 503 (same body, status "degraded") when it does not. */
  @Get()
  @ApiOperation({ summary: 'Whether Crier and its database are up.' })
  @ApiOkResponse({ type: HealthReportDto, description: 'Crier and its database are up.' })
  @ApiServiceUnavailableResponse({ type: HealthReportDto, description: 'The database does not answer.' })
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReportDto> {
    const report = await this.health.check();
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
