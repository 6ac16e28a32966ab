// Stripe.js stand-in of the sandbox: the same calls the portal makes on Stripe.js (Stripe(pk), elements,
// create('payment').mount, confirmPayment, confirmSetup), answered by /sandbox/stripe. Card data stays here.
(function () {
  'use strict';
  if (!document.querySelector('link[data-sandbox-css]')) {
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = '/sandbox/sandbox.css';
    css.setAttribute('data-sandbox-css', '');
    document.head.appendChild(css);
  }
  var CARDS = [
    ['approve', '4242 4242 4242 4242 (approved)'],
    ['3ds', '4000 0027 6000 3184 (3-D Secure)'],
    ['decline', '4000 0000 0000 0002 (declined)'],
  ];
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      return r.json();
    });
  }
  function Stripe(publishableKey) {
    if (!publishableKey) throw new Error('Stripe: a publishable key is required');
    function confirm(kind, options) {
      var elements = options && options.elements;
      var params = (options && options.confirmParams) || {};
      return post('/sandbox/stripe/js/confirm', {
        kind: kind,
        key: publishableKey,
        client_secret: elements ? elements._clientSecret : options.clientSecret,
        choice: elements ? elements._choice() : 'approve',
        return_url: params.return_url,
      }).then(function (answer) {
        if (answer.error) return { error: answer.error };
        if (answer.redirect && options.redirect !== 'if_required') window.location.assign(answer.redirect);
        return answer.redirect ? new Promise(function () {}) : { paymentIntent: answer.intent, setupIntent: answer.intent };
      });
    }
    return {
      elements: function (options) {
        var select = null;
        return {
          _clientSecret: options && options.clientSecret,
          _choice: function () {
            return select ? select.value : 'approve';
          },
          submit: function () {
            return Promise.resolve({});
          },
          create: function () {
            return {
              mount: function (target) {
                var host = typeof target === 'string' ? document.querySelector(target) : target;
                var box = document.createElement('div');
                box.className = 'sandbox';
                var mark = document.createElement('p');
                mark.className = 'sandbox-mark';
                mark.textContent = 'Sandbox';
                var label = document.createElement('label');
                label.textContent = 'Test card';
                select = document.createElement('select');
                select.name = 'sandbox-card';
                CARDS.forEach(function (card) {
                  var option = document.createElement('option');
                  option.value = card[0];
                  option.textContent = card[1];
                  select.appendChild(option);
                });
                label.appendChild(select);
                box.appendChild(mark);
                box.appendChild(label);
                host.appendChild(box);
              },
              on: function () {},
              unmount: function () {},
              destroy: function () {},
            };
          },
        };
      },
      confirmPayment: function (options) {
        return confirm('payment', options);
      },
      confirmSetup: function (options) {
        return confirm('setup', options);
      },
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
