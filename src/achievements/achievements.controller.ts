import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AchievementDefinitionDto, PlayerAchievementDto } from './achievements.model';
import { AchievementsService } from './achievements.service';
import { games } from '../engine';

@ApiTags('achievements')
@Controller('v1')
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get('achievements')
  @ApiOperation({ summary: 'Every achievement Crier awards (Troyes Dice prints 13).' })
  @ApiQuery({
    name: 'game',
    required: false,
    enum: [...games.keys()],
    description: "Only this game's achievements (400 VALIDATION_FAILED for a game Crier does not referee).",
  })
  @ApiOkResponse({ type: [AchievementDefinitionDto] })
  definitions(@Query('game') game?: string): AchievementDefinitionDto[] {
    return this.achievements.definitions(game);
  }

  @Get('players/:playerId/achievements')
  @ApiOperation({
    summary: "A player's achievements: unlocked ones with the game that earned them, and counter progress.",
  })
  @ApiQuery({
    name: 'game',
    required: false,
    enum: [...games.keys()],
    description: "Only this game's achievements (400 VALIDATION_FAILED for a game Crier does not referee).",
  })
  @ApiOkResponse({ type: [PlayerAchievementDto] })
  forPlayer(@Param('playerId') playerId: string, @Query('game') game?: string): Promise<PlayerAchievementDto[]> {
    return this.achievements.forPlayer(playerId, game);
  }
}
