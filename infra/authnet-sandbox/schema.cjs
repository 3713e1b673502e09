'use strict';
// The part of Authorize.net's request schema (AnetApiSchema.xsd, as published with its SDKs) that
// the sandbox serves, and a validator that answers as the gateway does. The gateway turns a JSON
// request into XML and validates it against the XSD, so JSON keys must come in the schema's
// sequence order; a key out of order, unknown, or a missing required element answers E00003 with
// the .NET validator's wording. Types the sandbox never looks into are "any".
const NS = 'AnetApi/xml/v1/schema/AnetApiSchema.xsd';
const XS = 'http://www.w3.org/2001/XMLSchema';

const el = (name, type, min = 0, max = 1) => ({ name, type, min, max });
const req = (name, type) => el(name, type, 1, 1);
const many = (name, type) => el(name, type, 0, Infinity);
const choice = (min, ...elements) => ({ choice: elements, min });
const str = (maxLength, minLength = 0) => ({ simple: 'string', maxLength, minLength });
const STRING = { simple: 'string' };
const NUMERIC = { simple: 'numericString' };
const DECIMAL = { simple: 'decimal' };
const BOOLEAN = { simple: 'boolean' };
const ANY = { simple: 'any' };
const oneOf = (...values) => ({ simple: 'enum', values });
const CARD_CODE = { simple: 'numericString', minLength: 3, maxLength: 4 };

const REQUEST_BASE = [
  req('merchantAuthentication', 'merchantAuthenticationType'),
  el('clientId', str(30)),
  el('refId', str(20)),
];
const NAME_AND_ADDRESS = [
  el('firstName', str(50)),
  el('lastName', str(50)),
  el('company', str(50)),
  el('address', str(60)),
  el('city', str(40)),
  el('state', str(40)),
  el('zip', str(20)),
  el('country', str(60)),
];
const PAYMENT_PROFILE_BASE = [el('customerType', oneOf('individual', 'business')), el('billTo', 'customerAddressType')];
const PAYMENT_PROFILE = [
  ...PAYMENT_PROFILE_BASE,
  el('payment', 'paymentType'),
  el('driversLicense', 'driversLicenseType'),
  el('taxId', str(9, 8)),
  el('defaultPaymentProfile', BOOLEAN),
];
const VALIDATION_MODE = oneOf('none', 'testMode', 'liveMode', 'oldLiveMode');

/** Complex types: each a sequence of elements and choices, in the XSD's order. */
const TYPES = {
  merchantAuthenticationType: [
    el('name', str(25)),
    choice(
      1,
      el('transactionKey', str(16)),
      el('sessionToken', STRING),
      el('password', str(40)),
      el('impersonationAuthentication', ANY),
      el('fingerPrint', ANY),
      el('clientKey', STRING),
      el('accessToken', STRING),
    ),
    el('mobileDeviceId', str(60)),
  ],
  customerProfileType: [
    el('merchantCustomerId', str(20)),
    el('description', str(255)),
    el('email', str(255)),
    many('paymentProfiles', 'customerPaymentProfileType'),
    many('shipToList', 'customerAddressType'),
    el('profileType', oneOf('regular', 'guest')),
  ],
  customerPaymentProfileType: PAYMENT_PROFILE,
  customerPaymentProfileExType: [...PAYMENT_PROFILE, el('customerPaymentProfileId', NUMERIC)],
  customerAddressType: [...NAME_AND_ADDRESS, el('phoneNumber', str(25)), el('faxNumber', str(25)), el('email', STRING)],
  nameAndAddressType: NAME_AND_ADDRESS,
  driversLicenseType: [req('number', str(20, 5)), req('state', str(2, 2)), req('dateOfBirth', str(10, 8))],
  paymentType: [
    choice(
      1,
      el('creditCard', 'creditCardType'),
      el('bankAccount', 'bankAccountType'),
      el('trackData', ANY),
      el('encryptedTrackData', ANY),
      el('payPal', ANY),
      el('opaqueData', 'opaqueDataType'),
      el('emv', ANY),
    ),
    el('dataSource', STRING),
  ],
  creditCardType: [
    req('cardNumber', str(16, 4)),
    req('expirationDate', str(7, 4)),
    el('cardCode', CARD_CODE),
    el('isPaymentToken', BOOLEAN),
    el('cryptogram', STRING),
    el('tokenRequestorName', STRING),
    el('tokenRequestorId', STRING),
    el('tokenRequestorEci', STRING),
  ],
  bankAccountType: [
    el('accountType', oneOf('checking', 'savings', 'businessChecking')),
    req('routingNumber', str(9)),
    req('accountNumber', str(17)),
    req('nameOnAccount', str(22)),
    el('echeckType', oneOf('PPD', 'WEB', 'CCD', 'TEL', 'ARC', 'BOC')),
    el('bankName', str(50)),
    el('checkNumber', str(15)),
  ],
  opaqueDataType: [req('dataDescriptor', STRING), req('dataValue', STRING), el('dataKey', STRING)],
  customerProfilePaymentType: [
    el('createProfile', BOOLEAN),
    el('customerProfileId', NUMERIC),
    el('paymentProfile', 'paymentProfile'),
    el('shippingProfileId', NUMERIC),
  ],
  paymentProfile: [req('paymentProfileId', NUMERIC), el('cardCode', CARD_CODE)],
  solutionType: [req('id', STRING), el('name', STRING), el('vendorName', STRING)],
  orderType: [
    el('invoiceNumber', str(20)),
    el('description', str(255)),
    el('discountAmount', DECIMAL),
    el('taxIsAfterDiscount', BOOLEAN),
    el('totalTaxTypeCode', str(3)),
    el('purchaserVATRegistrationNumber', str(21)),
    el('merchantVATRegistrationNumber', str(21)),
    el('vatInvoiceReferenceNumber', str(15)),
    el('purchaserCode', str(17)),
    el('summaryCommodityCode', str(4)),
    el('purchaseOrderDateUTC', STRING),
    el('supplierOrderReference', str(25)),
    el('authorizedContactName', str(36)),
    el('cardAcceptorRefNumber', str(25)),
    el('amexDataTAA1', str(40)),
    el('amexDataTAA2', str(40)),
    el('amexDataTAA3', str(40)),
    el('amexDataTAA4', str(40)),
  ],
  ArrayOfLineItem: [many('lineItem', 'lineItemType')],
  lineItemType: [
    req('itemId', str(31, 1)),
    req('name', str(31, 1)),
    el('description', str(255)),
    req('quantity', DECIMAL),
    req('unitPrice', DECIMAL),
    el('taxable', BOOLEAN),
    ...[
      'unitOfMeasure',
      'typeOfSupply',
      'taxRate',
      'taxAmount',
      'nationalTax',
      'localTax',
      'vatRate',
      'alternateTaxId',
      'alternateTaxType',
      'alternateTaxTypeApplied',
      'alternateTaxRate',
      'alternateTaxAmount',
      'totalAmount',
      'commodityCode',
      'productCode',
      'productSKU',
      'discountRate',
      'discountAmount',
      'taxIncludedInTotal',
      'taxIsAfterDiscount',
    ].map((name) => el(name, ANY)),
  ],
  extendedAmountType: [req('amount', DECIMAL), el('name', str(31)), el('description', str(255))],
  customerDataType: [
    el('type', oneOf('individual', 'business')),
    el('id', str(20)),
    el('email', str(255)),
    el('driversLicense', 'driversLicenseType'),
    el('taxId', str(9, 8)),
  ],
  ccAuthenticationType: [req('authenticationIndicator', STRING), req('cardholderAuthenticationValue', STRING)],
  transRetailInfoType: [
    el('marketType', STRING),
    el('deviceType', STRING),
    el('customerSignature', STRING),
    el('terminalNumber', STRING),
  ],
  ArrayOfSetting: [many('setting', 'settingType')],
  settingType: [el('settingName', STRING), el('settingValue', STRING)],
  userFields: [el('userField', 'userField', 0, 20)],
  userField: [el('name', STRING), el('value', STRING)],
  transactionRequestType: [
    req('transactionType', STRING),
    el('amount', DECIMAL),
    el('currencyCode', STRING),
    el('payment', 'paymentType'),
    el('profile', 'customerProfilePaymentType'),
    el('solution', 'solutionType'),
    el('callId', STRING),
    el('terminalNumber', STRING),
    el('authCode', STRING),
    el('refTransId', STRING),
    el('splitTenderId', STRING),
    el('order', 'orderType'),
    el('lineItems', 'ArrayOfLineItem'),
    el('tax', 'extendedAmountType'),
    el('duty', 'extendedAmountType'),
    el('shipping', 'extendedAmountType'),
    el('taxExempt', BOOLEAN),
    el('poNumber', STRING),
    el('customer', 'customerDataType'),
    el('billTo', 'customerAddressType'),
    el('shipTo', 'nameAndAddressType'),
    el('customerIP', STRING),
    el('cardholderAuthentication', 'ccAuthenticationType'),
    el('retail', 'transRetailInfoType'),
    el('employeeId', STRING),
    el('transactionSettings', 'ArrayOfSetting'),
    el('userFields', 'userFields'),
    el('surcharge', 'extendedAmountType'),
    el('merchantDescriptor', STRING),
    el('subMerchant', ANY),
    el('tip', 'extendedAmountType'),
    el('processingOptions', ANY),
    el('subsequentAuthInformation', ANY),
    el('otherTax', ANY),
    el('shipFrom', 'nameAndAddressType'),
  ],
  webCheckOutDataType: [
    req('type', oneOf('PAN', 'TOKEN')),
    req('id', str(64, 1)),
    el('token', 'webCheckOutDataTypeToken'),
    el('bankToken', 'bankAccountType'),
  ],
  webCheckOutDataTypeToken: [
    req('cardNumber', str(16, 4)),
    req('expirationDate', str(7, 4)),
    el('cardCode', CARD_CODE),
    el('zip', str(20, 1)),
    el('fullName', str(64, 1)),
  ],
};

/** The API methods the sandbox serves: each request element's sequence (ANetApiRequest first). */
const REQUESTS = {
  authenticateTestRequest: [...REQUEST_BASE],
  createCustomerProfileRequest: [
    ...REQUEST_BASE,
    req('profile', 'customerProfileType'),
    el('validationMode', VALIDATION_MODE),
  ],
  getCustomerProfileRequest: [
    ...REQUEST_BASE,
    el('customerProfileId', NUMERIC),
    el('merchantCustomerId', str(20)),
    el('email', STRING),
    el('unmaskExpirationDate', BOOLEAN),
    el('includeIssuerInfo', BOOLEAN),
  ],
  deleteCustomerProfileRequest: [...REQUEST_BASE, req('customerProfileId', NUMERIC)],
  createCustomerPaymentProfileRequest: [
    ...REQUEST_BASE,
    req('customerProfileId', NUMERIC),
    req('paymentProfile', 'customerPaymentProfileType'),
    el('validationMode', VALIDATION_MODE),
  ],
  getCustomerPaymentProfileRequest: [
    ...REQUEST_BASE,
    req('customerProfileId', NUMERIC),
    el('customerPaymentProfileId', NUMERIC),
    el('unmaskExpirationDate', BOOLEAN),
    el('includeIssuerInfo', BOOLEAN),
  ],
  updateCustomerPaymentProfileRequest: [
    ...REQUEST_BASE,
    req('customerProfileId', NUMERIC),
    req('paymentProfile', 'customerPaymentProfileExType'),
    el('validationMode', VALIDATION_MODE),
  ],
  deleteCustomerPaymentProfileRequest: [
    ...REQUEST_BASE,
    req('customerProfileId', NUMERIC),
    req('customerPaymentProfileId', NUMERIC),
  ],
  createTransactionRequest: [...REQUEST_BASE, req('transactionRequest', 'transactionRequestType')],
  getTransactionDetailsRequest: [...REQUEST_BASE, req('transId', NUMERIC)],
  securePaymentContainerRequest: [...REQUEST_BASE, req('data', 'webCheckOutDataType')],
};

class SchemaError extends Error {
  constructor(text) {
    super(text);
    this.name = 'SchemaError';
  }
}

const names = (item) => (item.choice ? item.choice.map((element) => element.name) : [item.name]);
const quoteList = (list) => `'${list.join(', ')}' in namespace '${NS}'`;

/** What the validator lists as expected from `pos` on: up to and including the next required item. */
function expectedFrom(items, pos) {
  const expected = [];
  for (let i = pos; i < items.length; i++) {
    expected.push(...names(items[i]));
    if (items[i].min > 0) break;
  }
  return expected;
}

function invalidChild(parent, key, items, pos) {
  const expected = expectedFrom(items, pos);
  const list = expected.length ? ` List of possible elements expected: ${quoteList(expected)}.` : '';
  return new SchemaError(
    `The element '${parent}' in namespace '${NS}' has invalid child element '${key}' in namespace '${NS}'.${list}`,
  );
}

function invalidValue(name, value, datatype, constraint) {
  return new SchemaError(
    `The '${NS}:${name}' element is invalid - The value '${value}' is invalid according to its datatype '${datatype}' - ${constraint}`,
  );
}

function validateSimple(name, type, value) {
  if (value !== null && typeof value === 'object') {
    throw new SchemaError(
      `The element '${name}' in namespace '${NS}' cannot contain child elements. Content model is text only.`,
    );
  }
  if (type.simple === 'any') return;
  const text = String(value);
  switch (type.simple) {
    case 'numericString':
      if (!/^[0-9]+$/.test(text))
        throw invalidValue(name, text, `${NS}:numericString`, 'The Pattern constraint failed.');
      break;
    case 'decimal':
      if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text))
        throw invalidValue(name, text, `${XS}:decimal`, `The string '${text}' is not a valid Decimal value.`);
      break;
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(text))
        throw invalidValue(name, text, `${XS}:boolean`, `The string '${text}' is not a valid Boolean value.`);
      break;
    case 'enum':
      if (!type.values.includes(text)) throw invalidValue(name, text, 'String', 'The Enumeration constraint failed.');
      break;
    default:
      break;
  }
  if (type.maxLength !== undefined && text.length > type.maxLength)
    throw invalidValue(name, text, 'String', 'The actual length is greater than the MaxLength value.');
  if (type.minLength && text.length < type.minLength)
    throw invalidValue(name, text, 'String', 'The actual length is less than the MinLength value.');
}

function validateValue(element, value) {
  const values = Array.isArray(value) ? value : [value];
  if (Array.isArray(value) && element.max <= 1) {
    throw new SchemaError(`The element '${element.name}' in namespace '${NS}' may occur only once.`);
  }
  for (const item of values) {
    if (typeof element.type === 'string') validateComplex(element.name, TYPES[element.type], item);
    else validateSimple(element.name, element.type, item);
  }
}

/** Validates an object against a sequence; JSON null counts as an absent element. */
function validateComplex(parent, items, value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SchemaError(
      `The element '${parent}' in namespace '${NS}' cannot contain text. List of possible elements expected: ${quoteList(expectedFrom(items, 0))}.`,
    );
  }
  let pos = 0;
  for (const [key, child] of Object.entries(value)) {
    if (child === null || child === undefined) continue;
    let found = -1;
    let element = null;
    for (let i = pos; i < items.length; i++) {
      const item = items[i];
      const match = item.choice
        ? item.choice.find((candidate) => candidate.name === key)
        : item.name === key
          ? item
          : null;
      if (match) {
        found = i;
        element = match;
        break;
      }
      if (item.min > 0) break; // a required element cannot be skipped
    }
    if (found < 0) throw invalidChild(parent, key, items, pos);
    validateValue(element, child);
    pos = found + 1;
  }
  for (let i = pos; i < items.length; i++) {
    if (items[i].min > 0) {
      throw new SchemaError(
        `The element '${parent}' in namespace '${NS}' has incomplete content. List of possible elements expected: ${quoteList(expectedFrom(items, pos))}.`,
      );
    }
  }
}

/**
 * Validates a parsed request body. Answers { method, request } or throws SchemaError (E00003) /
 * an Error with code E00004 for a method the sandbox does not know.
 */
function validateRequest(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length !== 1) {
    throw new SchemaError('Root element is missing.');
  }
  const [method] = Object.keys(body);
  const items = REQUESTS[method];
  if (!items) {
    const error = new Error('The name of the requested API method is invalid.');
    error.code = 'E00004';
    throw error;
  }
  validateComplex(method, items, body[method]);
  return { method, request: body[method] };
}

module.exports = { NS, TYPES, REQUESTS, SchemaError, validateRequest };
