import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../Table/Table';
import { ComparisonValue } from './ComparisonValue';
import type {
  PlanComparisonFeature,
  PlanComparisonMarkLabels,
  PlanComparisonPlan,
} from './plan-comparison-types';

export interface PlanComparisonTableProps extends PlanComparisonMarkLabels {
  caption: string;
  captionHidden: boolean;
  featureHeading: string;
  plans: ReadonlyArray<PlanComparisonPlan>;
  features: ReadonlyArray<PlanComparisonFeature>;
  className: string;
}

/**
 * The wide layout: the kit's `Table`, a column per plan and a row per feature, each headed by a
 * `<th>` with its scope, so a screen reader names the plan and the feature of every cell.
 */
export function PlanComparisonTable({
  caption,
  captionHidden,
  featureHeading,
  plans,
  features,
  className,
  ...labels
}: PlanComparisonTableProps) {
  return (
    <Table caption={caption} captionHidden={captionHidden} scrollerClassName={className}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{featureHeading}</TableHeaderCell>
          {plans.map((plan) => (
            <TableHeaderCell key={plan.id}>{plan.name}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {features.map((feature) => (
          <TableRow key={feature.name}>
            <TableHeaderCell scope="row">{feature.name}</TableHeaderCell>
            {plans.map((plan) => (
              <TableCell key={plan.id}>
                <ComparisonValue value={feature.values[plan.id]} {...labels} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
