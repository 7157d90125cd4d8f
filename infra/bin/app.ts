/** Entry point of the CDK app (`cdk.json` runs it with tsx). */
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { addDealflowStack } from '../stacks/dealflow-app';

const app = new App();
addDealflowStack(app, { webDistPath: path.resolve(__dirname, '../../web/dist') });
