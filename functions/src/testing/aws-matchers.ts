// The aws-sdk-client-mock matchers (toHaveReceivedCommandWith…) for every unit test, and their types.
import 'aws-sdk-client-mock-jest';
