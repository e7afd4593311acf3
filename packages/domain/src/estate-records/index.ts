export * from './fields.js';
export * from './beneficiary.js';
export * from './asset.js';
export * from './liability.js';
export * from './valuation.js';
export * from './digital-asset.js';
export * from './milestone.js';
export * from './risk.js';
