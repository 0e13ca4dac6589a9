import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPlayer } from '../auth/auth.guard';
import { GameIdPipe } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import { SheetSvgService } from './sheet-svg.service';

@ApiTags('games')
@Controller('v1/games/:id')
export class SheetSvgController {
  constructor(private readonly sheets: SheetSvgService) {}

  @Get('sheet.svg')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'private, no-cache')
  @ApiProduces('image/svg+xml')
  @ApiOperation({
    summary: "A Troyes Dice player's sheet drawn as a standalone SVG (the web client's drawing).",
    description:
      'Drawn from the view GET /v1/games/{id} gives the caller, with the same visibility: a daily ' +
      "puzzle's game is private to its player until the day closes.",
  })
  @ApiQuery({ name: 'seat', required: false, description: 'The seat whose sheet to draw (default: yours, else 0).' })
  @ApiResponse({
    status: 200,
    description: 'The SVG document.',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  sheet(
    @Param('id', GameIdPipe) id: string,
    @Query('seat') seat?: string,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<string> {
    return this.sheets.sheet(id, seat, player?.id);
  }

  @Get('board.svg')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'private, no-cache')
  @ApiProduces('image/svg+xml')
  @ApiOperation({
    summary: 'Any game drawn as a standalone SVG (the web client’s drawing): the sheet, the board or the table.',
    description:
      'Drawn from the view GET /v1/games/{id} gives the caller, with the same visibility: a daily puzzle’s game is ' +
      'private to its player until the day closes; face-down cards, other seats’ characters, bags and secret plans ' +
      'are never drawn. Troyes Dice: one seat’s sheet. Troyes: the whole board. Orléans: the shared board with one ' +
      'seat’s places, market and goods.',
  })
  @ApiQuery({
    name: 'seat',
    required: false,
    description:
      'Troyes Dice: whose sheet; Orléans: whose places in full; Troyes: checked only (default: yours, else 0).',
  })
  @ApiQuery({
    name: 'layout',
    required: false,
    enum: ['wide', 'tall'],
    description: 'wide (default): panels in two columns; tall: one column 364 units wide, for a phone in portrait.',
  })
  @ApiResponse({
    status: 200,
    description: 'The SVG document.',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  board(
    @Param('id', GameIdPipe) id: string,
    @Query('seat') seat?: string,
    @Query('layout') layout?: string,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<string> {
    return this.sheets.board(id, seat, layout, player?.id);
  }
}
