import type { ResultOf } from '../../../graphql';
import type { AreaParcoFragment } from './area-parco.fragment';
import type { AutoParcoQuery } from './auto-parco.query';

export type AreaParco = ResultOf<typeof AreaParcoFragment>;
export type AutoInParco = ResultOf<typeof AutoParcoQuery>['autoInParco'][number];
