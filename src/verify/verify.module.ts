import { Module } from '@nestjs/common';
import { DailyModule } from '../daily/daily.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { VerifyController } from './verify.controller';
import { VerifyResolver } from './verify.resolver';
import { VerifyService } from './verify.service';

@Module({
  imports: [DailyModule, PersistenceModule],
  controllers: [VerifyController],
  providers: [VerifyService, VerifyResolver],
})
export class VerifyModule {}
