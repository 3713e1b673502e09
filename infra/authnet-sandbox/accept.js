/* The local sandbox's stand-in for Authorize.net's Accept.js (served at /v1/Accept.js), with the
 * same browser API: Accept.dispatchData(secureData, responseHandler), where secureData is
 * { authData: { clientKey, apiLoginID }, cardData: { cardNumber, month, year, cardCode, zip, fullName } }
 * and responseHandler (a function, or the name of a global one) receives
 * { opaqueData: { dataDescriptor, dataValue }, messages: { resultCode: 'Ok', message: [...] } } or
 * { messages: { resultCode: 'Error', message: [{ code, text }, ...] } } with Accept.js's codes.
 * Like the real script it checks the card fields in the page, then sends them to the gateway only
 * (a securePaymentContainerRequest), which answers single-use opaque data valid for 15 minutes.
 * The page's own server never sees the card. The sandbox fills in its own API address below. */
(function () {
  'use strict';
  var API_URL = '__API_URL__';

  function message(code, text) {
    return { code: code, text: text };
  }

  function errorResponse(list) {
    return { messages: { resultCode: 'Error', message: list } };
  }

  function present(value) {
    return value !== undefined && value !== null && String(value) !== '';
  }

  /** The checks the real script makes before it sends anything (its E_WC_ codes and texts). */
  function check(secureData) {
    var errors = [];
    var auth = secureData && secureData.authData;
    var card = secureData && secureData.cardData;
    if (!auth || !card) return [message('E_WC_04', 'Please provide mandatory fields.')];
    if (!present(auth.clientKey)) errors.push(message('E_WC_18', 'Client Key is required.'));
    if (!present(auth.apiLoginID)) errors.push(message('E_WC_10', 'Please provide valid apiLoginID.'));
    var number = String(card.cardNumber || '');
    if (!/^[0-9]{13,16}$/.test(number)) errors.push(message('E_WC_05', 'Please provide valid credit card number.'));
    var month = String(card.month || '');
    var year = String(card.year || '');
    var monthOk = /^(0[1-9]|1[0-2])$/.test(month);
    var yearOk = /^([0-9]{2}|[0-9]{4})$/.test(year);
    if (!monthOk) errors.push(message('E_WC_06', 'Please provide valid expiration month.'));
    if (!yearOk) errors.push(message('E_WC_07', 'Please provide valid expiration year.'));
    if (monthOk && yearOk) {
      var fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
      var today = new Date();
      if (
        fullYear < today.getFullYear() ||
        (fullYear === today.getFullYear() && Number(month) < today.getMonth() + 1)
      ) {
        errors.push(message('E_WC_08', 'Expiration date must be in the future.'));
      }
    }
    if (present(card.cardCode) && !/^[0-9]{3,4}$/.test(String(card.cardCode)))
      errors.push(message('E_WC_15', 'Please provide valid CVV.'));
    if (present(card.zip) && String(card.zip).length > 20)
      errors.push(message('E_WC_16', 'Please provide valid ZIP code.'));
    if (present(card.fullName) && String(card.fullName).length > 64)
      errors.push(message('E_WC_17', 'Please provide valid card holder name.'));
    return errors;
  }

  function requestFor(secureData) {
    var card = secureData.cardData;
    var year = String(card.year);
    var token = {
      cardNumber: String(card.cardNumber),
      expirationDate: (year.length === 2 ? '20' + year : year) + '-' + String(card.month),
    };
    if (present(card.cardCode)) token.cardCode = String(card.cardCode);
    if (present(card.zip)) token.zip = String(card.zip);
    if (present(card.fullName)) token.fullName = String(card.fullName);
    var id =
      typeof crypto !== 'undefined' && crypto.randomUUID
        ? crypto.randomUUID()
        : String(Date.now()) + String(Math.random()).slice(2);
    return {
      securePaymentContainerRequest: {
        merchantAuthentication: {
          name: String(secureData.authData.apiLoginID),
          clientKey: String(secureData.authData.clientKey),
        },
        refId: String(Date.now()).slice(-20),
        data: { type: 'TOKEN', id: id, token: token },
      },
    };
  }

  /** The gateway's answer in Accept.js's terms: its own codes for success and bad credentials. */
  function translate(answer) {
    var messages = (answer && answer.messages) || {};
    if (messages.resultCode === 'Ok' && answer.opaqueData) {
      return {
        opaqueData: answer.opaqueData,
        messages: { resultCode: 'Ok', message: [message('I_WC_01', 'Successful.')] },
      };
    }
    var list = (messages.message || []).map(function (item) {
      if (item.code === 'E00007')
        return message('E_WC_21', 'User authentication failed due to invalid authentication values.');
      return message(item.code, item.text);
    });
    return errorResponse(
      list.length ? list : [message('E_WC_19', 'An error occurred during processing. Please try again.')],
    );
  }

  function deliver(handler, response) {
    var fn = typeof handler === 'function' ? handler : window[handler];
    if (typeof fn === 'function')
      setTimeout(function () {
        fn(response);
      }, 0);
  }

  function dispatchData(secureData, responseHandler) {
    var errors = check(secureData);
    if (errors.length) return deliver(responseHandler, errorResponse(errors));
    fetch(API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(requestFor(secureData)),
    })
      .then(function (response) {
        return response.text();
      })
      .then(function (text) {
        deliver(responseHandler, translate(JSON.parse(text.replace(/^\uFEFF/, ''))));
      })
      .catch(function () {
        deliver(
          responseHandler,
          errorResponse([message('E_WC_19', 'An error occurred during processing. Please try again.')]),
        );
      });
  }

  window.Accept = { dispatchData: dispatchData };
})();
