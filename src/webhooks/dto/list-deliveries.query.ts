import { CursorParam, PageSizeParam } from '../../common/pagination';

export class ListDeliveriesQuery {
  @PageSizeParam()
  first: number = 20;

  @CursorParam('The `endCursor` of the previous page.')
  after?: string;
}
