// Accept.js stand-in of the sandbox: Accept.dispatchData({authData, cardData}, callback) sends the card to the
// sandbox (never to the club's /api) and calls back with opaqueData {dataDescriptor, dataValue}.
// Card 4000000000000002 is declined at the charge; 4000000000000101 is held for review (response code 4).
(function () {
  'use strict';
  window.Accept = {
    dispatchData: function (secureData, callback) {
      fetch('/sandbox/authorizenet/v1/opaque', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(secureData),
      })
        .then(function (r) {
          return r.json();
        })
        .then(callback, function () {
          callback({ messages: { resultCode: 'Error', message: [{ code: 'E_WC_14', text: 'Accept.js encryption failed.' }] } });
        });
    },
  };
})();
