/**
 * The single DynamoDB table. Its keys, indexes and TTL attribute come from
 * functions/src/db/table-definition.ts, the same module the local stack creates its table from.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  GLOBAL_INDEXES,
  PARTITION_KEY,
  projectionOf,
  SORT_KEY,
  TTL_ATTRIBUTE,
} from '#functions/db/table-definition';

export interface DataProps {
  /** Keep the table on stack deletion and refuse deletion. */
  retain: boolean;
  /** Refuse deletion of the table: the stage holds data (stage config `holdsData`). */
  deletionProtection: boolean;
}

/**
 * The application table: on-demand, point-in-time recovery, TTL, encrypted. No stream: nothing
 * consumes one; work after a commit goes through SQS (docs/decisions/events.md).
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: PARTITION_KEY, type: AttributeType.STRING },
      sortKey: { name: SORT_KEY, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: props.retain || props.deletionProtection,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    for (const index of GLOBAL_INDEXES) {
      const projection = projectionOf(index);
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType[projection.ProjectionType],
        ...(projection.NonKeyAttributes ? { nonKeyAttributes: projection.NonKeyAttributes } : {}),
      });
    }
  }
}
