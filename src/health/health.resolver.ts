import { Query, Resolver } from '@nestjs/graphql';
import { HealthReportDto } from './health.model';
import { HealthService } from './health.service';

@Resolver(() => HealthReportDto)
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Query(() => HealthReportDto, { description: 'Is Crier up, and does its database answer?' })
  health(): Promise<HealthReportDto> {
    return this.healthService.check();
  }
}
