// PayPal JS SDK stand-in of the sandbox: paypal.Buttons({createOrder, onApprove, onCancel, onError}).render(el).
// The button opens the sandbox's approval sheet (log in and approve, or cancel) for the order createOrder gives.
// onApprove gets the SDK's actions: actions.order.authorize() authorizes an AUTHORIZE order with the buyer's session
// and answers the order, whose purchase_units[0].payments.authorizations[0].id is the authorization.
(function () {
  'use strict';
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function actionsFor(orderId) {
    return {
      order: {
        authorize: function () {
          return fetch('/sandbox/paypal/checkoutnow/' + encodeURIComponent(orderId) + '/authorize', { method: 'POST' }).then(function (r) {
            if (!r.ok) throw new Error('PayPal could not authorize the order');
            return r.json();
          });
        },
      },
    };
  }
  function Buttons(options) {
    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        var box = el('div', 'sandbox');
        box.appendChild(el('p', 'sandbox-mark', 'Sandbox'));
        var button = el('button', null, 'Pay with PayPal');
        button.type = 'button';
        box.appendChild(button);
        host.appendChild(box);
        button.addEventListener('click', function () {
          Promise.resolve(options.createOrder({}, {})).then(
            function (orderId) {
              box.textContent = '';
              box.appendChild(el('p', 'sandbox-mark', 'Sandbox'));
              box.appendChild(el('p', null, 'Log in to PayPal and approve order ' + orderId + '.'));
              var choices = el('div', 'sandbox-choices');
              var approve = el('button', null, 'Approve payment');
              approve.type = 'button';
              var declined = el('button', 'decline', 'Decline payment');
              declined.type = 'button';
              var cancel = el('button', 'decline', 'Cancel and return');
              cancel.type = 'button';
              choices.appendChild(approve);
              choices.appendChild(declined);
              choices.appendChild(cancel);
              box.appendChild(choices);
              approve.focus();
              // Approved, or approved with a funding source PayPal then declines at capture (PAYMENT.CAPTURE.DENIED).
              var decide = function (choice) {
                fetch('/sandbox/paypal/checkoutnow/' + encodeURIComponent(orderId) + '/approve', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ choice: choice }),
                })
                  .then(function (r) {
                    return r.json();
                  })
                  .then(function (answer) {
                    if (answer.status === 'APPROVED') return options.onApprove({ orderID: orderId, payerID: answer.payerId }, actionsFor(orderId));
                    if (options.onError) options.onError(new Error('PayPal could not approve the order'));
                  });
              };
              approve.addEventListener('click', function () {
                decide('approve');
              });
              declined.addEventListener('click', function () {
                decide('decline');
              });
              cancel.addEventListener('click', function () {
                if (options.onCancel) options.onCancel({ orderID: orderId });
              });
            },
            function (error) {
              if (options.onError) options.onError(error);
            },
          );
        });
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons: Buttons, version: 'sandbox' };
})();
