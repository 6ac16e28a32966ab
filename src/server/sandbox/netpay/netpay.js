// NetPay JS stand-in of the sandbox: NetPay.setApiKey(publicKey); NetPay.setSandboxMode(true|false) picks the
// environment whose tokenizer it calls, as NetPay's script does (test by default); NetPay.token.create(card,
// success, error) sends the card there (never to the club's /api) and answers a token. Card 4000000000000002
// declines; 4000000000003220 asks for 3-D Secure; others are approved.
(function () {
  'use strict';
  var apiKey = null;
  var sandboxMode = true;
  window.NetPay = {
    setApiKey: function (key) {
      apiKey = key;
    },
    setSandboxMode: function (on) {
      sandboxMode = on !== false;
    },
    token: {
      create: function (card, success, error) {
        fetch(sandboxMode ? '/sandbox/netpay/v3/token' : '/sandbox/netpay/live/v3/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: apiKey || '' },
          body: JSON.stringify({ cardNumber: card.cardNumber, expMonth: card.expMonth, expYear: card.expYear, cvv2: card.cvv2, cardHolderName: card.cardHolderName }),
        })
          .then(function (r) {
            return r.json();
          })
          .then(
            function (answer) {
              if (answer.token) success({ message: JSON.stringify({ token: answer.token, lastFourDigits: answer.lastFourDigits }) });
              else error({ message: answer.message || 'Tokenization failed' });
            },
            function () {
              error({ message: 'Tokenization failed' });
            },
          );
      },
    },
  };
})();
