import {
  DEED_NAMES,
  EVENT_NAMES,
  FOLLOWER_NAMES,
  GOOD_NAMES,
  PLACE_NAMES,
  placeGives,
  TOWN_NAMES,
  TRACK_NAMES,
} from '../../../../src/drawing/orleans-names';
import { DEEDS } from '../../../../src/engine/games/orleans/data/deeds';
import { SLOT_PLACE, PLACES } from '../../../../src/engine/games/orleans/places';
import type { OrleansMove, OrleansView } from '../../../../src/engine/games/orleans/types';
import { genericMove, humanize, type MoveGroup, type MoveOption, type SeatNames } from '../types';

export type Move = OrleansMove & Record<string, unknown>;

const follower = (f: unknown): string => FOLLOWER_NAMES[String(f)] ?? String(f);
const placeName = (p: unknown): string => PLACE_NAMES[String(p)] ?? String(p);
const town = (t: unknown): string => TOWN_NAMES[String(t)] ?? String(t);

/** "the Farmhouse, space 2": an action space of a board, as the drawing numbers them. */
export function slotWords(slot: number): string {
  const place = SLOT_PLACE[slot];
  if (!place) return `space ${slot}`;
  return `the ${placeName(place)}, space ${slot - PLACES[place].offset + 1}`;
}

/** A legal move in words; `view` is the mover's (null in a log without one). */
export function describeOrleansMove(m: Move, view: OrleansView | null, seat: number | null): string {
  const board = seat === null ? undefined : view?.players[seat];
  switch (m.type) {
    case 'recall': {
      const what = board?.slots[m.slot];
      return `Take back the ${what && what !== 'tech' ? follower(what) : 'follower'} from ${slotWords(m.slot)}`;
    }
    case 'draw':
      return m.count === 0 ? 'Draw no follower' : `Draw ${m.count} follower${m.count === 1 ? '' : 's'}`;
    case 'place':
      return `Put a ${follower(m.follower)} on ${slotWords(m.slot)}`;
    case 'declare':
      return 'Done: my plan is final';
    case 'act': {
      const base = `Use the ${placeName(m.place)}`;
      if (m.place === 'village') {
        return m.option === 'trader'
          ? `${base}: a Trader, and the ${placeName(m.tile)} tile`
          : `${base}: a ${humanize(String(m.option))}`;
      }
      if (m.place === 'ship' || m.place === 'wagon' || m.place === 'horseWagon') {
        return `${base}: go to ${town(m.to)}${m.good ? `, taking the ${GOOD_NAMES[String(m.good)]}` : ''}`;
      }
      if (m.place === 'pharmacy') return `${base}: buy ${m.coins} development for ${m.coins} coins`;
      return base;
    }
    case 'pass':
      return 'Pass: no more actions this round';
    case 'deed': {
      const what = board?.slots[m.slot];
      const deed = DEEDS[m.deed];
      return `Send the ${what && what !== 'tech' ? follower(what) : 'follower'} to ${deed ? DEED_NAMES[deed.id] : `deed ${m.deed + 1}`}${m.development ? ' for 1 development' : ''}`;
    }
    case 'stopDeeds':
      return 'Send no more followers now';
    case 'bathhouse':
      return `Put the ${follower(m.follower)} on ${slotWords(m.slot)}`;
    case 'technology':
      return `Put a technology tile on ${slotWords(m.slot)}${m.grant === 'farmerOnly' ? ' (replaces a Farmer)' : ''}`;
    case 'keepTechnology':
      return 'Keep the technology tiles for later';
    case 'sacristy':
      return m.use
        ? 'Use the Sacristy: its Monk goes back to the bag, the event spares you'
        : 'Do not use the Sacristy';
    case 'food':
      return `Give 1 ${GOOD_NAMES[String(m.good)] ?? m.good}`;
    case 'payCoins':
      return 'Pay 5 coins per food still owed';
    case 'torture':
      switch (m.item) {
        case 'station':
          return 'Give up an unbuilt trading station';
        case 'builtStation':
          return `Give up your trading station in ${town(m.town)}`;
        case 'follower':
          return 'Give up a random neutral follower from your bag';
        case 'development':
          return 'Go one step back on the development track';
        case 'good':
          return `Give up 1 ${GOOD_NAMES[String(m.good)]}`;
        case 'placeTile':
          return `Give up the ${placeName(m.tile)} tile`;
        case 'heldTechnology':
          return 'Give up a technology tile you hold';
        case 'placedTechnology':
          return `Give up the technology on ${slotWords(Number(m.slot))}`;
        default:
          return genericMove(m);
      }
    default:
      return genericMove(m);
  }
}

export function groupMoves(moves: Move[], view: OrleansView, seat: number): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  const add = (key: string, title: string, o: MoveOption, extras: Partial<MoveGroup> = {}) => {
    const g = groups.get(key) ?? { key, title, options: [], ...extras };
    g.options.push(o);
    groups.set(key, g);
  };
  const me = view.players[seat];
  for (const m of moves) {
    const label = describeOrleansMove(m, view, seat);
    switch (m.type) {
      case 'recall':
        add('recall', 'Take followers back to your market (each uses up one draw)', {
          label,
          move: m,
          target: `slot:${m.slot}`,
        });
        break;
      case 'draw':
        add('draw', `Draw followers from your bag (${me?.bagSize ?? 0} in it)`, { label, move: m });
        break;
      case 'place': {
        const place = SLOT_PLACE[m.slot] ?? 'farmhouse';
        add(
          `place-${place}`,
          `${placeName(place)}: ${placeGives(place)}`,
          {
            label: `${follower(m.follower)} on space ${m.slot - PLACES[place].offset + 1}`,
            move: m,
            target: `slot:${m.slot}`,
          },
          { note: 'Fill all its spaces to use it in the Actions phase.', sharedTarget: 'ask' },
        );
        break;
      }
      case 'declare':
        add('declare', 'When your plan is ready', { label, move: m });
        break;
      case 'act': {
        const moving = m.place === 'ship' || m.place === 'wagon' || m.place === 'horseWagon';
        add(
          `act-${m.place}`,
          `${placeName(m.place)}: ${placeGives(m.place)}`,
          { label, move: m, target: moving ? `town:${String(m.to)}` : undefined },
          { target: `place:${m.place}` },
        );
        break;
      }
      case 'pass':
        add('pass', 'Pass', { label, move: m, detail: 'your followers stay until the round ends' });
        break;
      case 'deed':
      case 'stopDeeds':
        add('deeds', 'Beneficial Deeds: send followers, for coins', { label, move: m });
        break;
      case 'bathhouse':
        add(
          'bathhouse',
          'The Bathhouse drew followers: place one',
          { label, move: m, target: `slot:${m.slot}` },
          { sharedTarget: 'ask' },
        );
        break;
      case 'technology':
      case 'keepTechnology':
        add('technology', 'Technology: it stands in for a follower on a place for good', {
          label,
          move: m,
          target: m.type === 'technology' ? `slot:${m.slot}` : undefined,
        });
        break;
      case 'sacristy':
        add('sacristy', 'The Sacristy', { label, move: m });
        break;
      case 'food':
      case 'payCoins':
        add('harvest', 'Harvest: feed your town', { label, move: m });
        break;
      case 'torture':
        add('torture', 'Torture: give something for each coin you lack', { label, move: m });
        break;
      default:
        add(`other-${String((m as Move).type)}`, humanize(String((m as Move).type)), {
          label: genericMove(m),
          move: m,
        });
    }
  }
  return [...groups.values()];
}

export function tell(events: { type: string; [k: string]: unknown }[], names: SeatNames): string[] {
  const who = (seat: unknown) => names[Number(seat)] ?? `Seat ${Number(seat) + 1}`;
  return events.flatMap((e): string[] => {
    switch (e.type) {
      case 'HourGlass':
        return [
          `Round ${e.round} of 18: ${e.event ? `${EVENT_NAMES[String(e.event)]}${e.strength ? ` (${e.strength})` : ''}` : 'no event'}.`,
        ];
      case 'Census':
        return [
          Number(e.coins) > 0
            ? `${who(e.seat)} leads the Farmers: +1 coin.`
            : `${who(e.seat)} trails the Farmers: −1 coin.`,
        ];
      case 'FollowersDrawn':
        return [`${who(e.seat)} drew ${(e.drawn as string[]).map(follower).join(', ')}.`];
      case 'PlanDeclared':
        return [`${who(e.seat)} has planned.`];
      case 'PlansRevealed':
        return ['Every plan is revealed: the Actions phase begins.'];
      case 'Action':
        return [`${who(e.seat)} used the ${placeName(e.place)}.`];
      case 'Recruited':
        return [`${who(e.seat)} takes a ${follower(e.character)} into the bag (step ${e.step}).`];
      case 'PlaceTileGained':
        return [`${who(e.seat)} gains the ${placeName(e.tile)}.`];
      case 'StationBuilt':
        return [`${who(e.seat)} builds a trading station in ${town(e.town)}.`];
      case 'BathhouseDraw':
        return [`${who(e.seat)}’s Bathhouse drew ${(e.drawn as string[]).map(follower).join(' and ')}.`];
      case 'BathhouseDrawCount':
        return [`${who(e.seat)}’s Bathhouse drew ${e.count} followers.`];
      case 'DeedSpaceFilled':
        return [`${who(e.seat)} sends a ${follower(e.follower)} to ${DEED_NAMES[String(e.deed)] ?? e.deed}.`];
      case 'CitizenTaken':
        return [
          `${who(e.seat)} wins a citizen (${DEED_NAMES[String(e.source)] ?? TRACK_NAMES[String(e.source)] ?? humanize(String(e.source)).toLowerCase()}).`,
        ];
      case 'Passed':
        return [`${who(e.seat)} passed.`];
      case 'TechnologyPlaced':
        return [`${who(e.seat)} puts a technology tile on the ${placeName(e.place)}.`];
      case 'SacristyUsed':
        return [`${who(e.seat)}’s Sacristy spares them the event.`];
      case 'Plague':
        return [
          `The plague takes ${who(e.seat)}’s ${follower(e.follower)}${e.lost ? '' : ' (a starting follower: it stays)'}.`,
        ];
      case 'Torture':
        return [`${who(e.seat)} lacks ${e.owed} coin${e.owed === 1 ? '' : 's'}: torture.`];
      case 'TortureItemLost':
        return [`${who(e.seat)} gives up ${humanize(String(e.item)).toLowerCase()}.`];
      case 'FollowerLost':
        return [
          `${who(e.seat)} loses ${e.follower ? `a ${follower(e.follower)}` : 'nothing (no neutral follower left)'}.`,
        ];
      case 'DebtForgiven':
        return [`${who(e.seat)} has nothing left to give: ${e.owed} coins forgiven.`];
      case 'GameOver':
        return ['Round 18 is over: the game is scored.'];
      default:
        return [];
    }
  });
}

export const BREAKDOWN: Record<string, string> = {
  coins: 'Coins',
  goods: 'Goods',
  tradingStations: 'Trading stations × status',
  citizens: 'Citizens × status',
};
