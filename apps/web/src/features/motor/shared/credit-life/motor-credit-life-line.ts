import { creditLifeWebPaths, type CreditLifeFamily, type CreditLifeLine } from '../../../credit-life/line';
import { motorWebPaths } from '../policies/paths';

/** Credit life on a financed vehicle, for an audience (/retail/motor/credit-life, /employee/motor/credit-life). */
export function motorCreditLifeLine(family: CreditLifeFamily): CreditLifeLine {
  const motor = motorWebPaths(family);
  return {
    scope: { line: 'vehicle', family },
    paths: {
      ...creditLifeWebPaths(`/${family}/motor`),
      home: motor.policies,
      linkedPolicy: motor.policy,
      register: motor.register,
    },
    wording: {
      item: 'vehicle',
      cover: 'Credit life on a financed vehicle',
      financedItem: 'Financed vehicle',
      listTitle: 'My vehicle credit life',
      homeLabel: 'My motor cover',
      linkedPolicyLabel: 'Motor cover of this vehicle',
    },
    // both audiences take it on its own (employee credit life and CMS createIndividualCreditLife)
    standalone: true,
  };
}
