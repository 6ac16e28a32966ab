// Razorpay Checkout stand-in of the sandbox: new Razorpay(options).open() shows the payment sheet; an approved
// payment calls options.handler({razorpay_payment_id, razorpay_order_id, razorpay_signature}); a declined one
// fires 'payment.failed'; closing calls options.modal.ondismiss. Card data stays here. As Razorpay's Checkout, the
// sheet asks the customer's contact and e-mail, filled in from options.prefill {name, email, contact}.
(function () {
  'use strict';
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, callback) {
    this.listeners[name] = callback;
  };
  Razorpay.prototype.open = function () {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- ES5 like the script it stands in for: handlers below need the instance
    var self = this;
    var options = this.options;
    if (!document.querySelector('link[data-sandbox-css]')) {
      var css = el('link');
      css.rel = 'stylesheet';
      css.href = '/sandbox/sandbox.css';
      css.setAttribute('data-sandbox-css', '');
      document.head.appendChild(css);
    }
    var overlay = el('div', 'sandbox-overlay');
    var box = el('div', 'sandbox');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay');
    box.appendChild(el('p', 'sandbox-mark', 'Sandbox'));
    box.appendChild(el('h2', null, options.name || 'Razorpay'));
    box.appendChild(el('p', null, 'Amount: ' + (options.amount / 100).toFixed(2) + ' ' + (options.currency || '')));
    var prefill = options.prefill || {};
    function field(label, value, type) {
      var row = el('label', 'sandbox-field', label + ' ');
      var input = el('input');
      input.type = type;
      input.value = value || '';
      row.appendChild(input);
      box.appendChild(row);
      return input;
    }
    if (prefill.name) box.appendChild(el('p', null, 'Name: ' + prefill.name));
    var contact = field('Contact', prefill.contact, 'tel');
    var email = field('Email', prefill.email, 'email');
    var choices = el('div', 'sandbox-choices');
    function close() {
      overlay.remove();
    }
    function pay(choice) {
      fetch('/sandbox/razorpay/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: options.key, order_id: options.order_id, choice: choice, contact: contact.value, email: email.value }),
      })
        .then(function (r) {
          return r.json();
        })
        .then(function (answer) {
          close();
          if (answer.razorpay_payment_id && answer.razorpay_signature) options.handler(answer);
          else if (self.listeners['payment.failed']) self.listeners['payment.failed']({ error: answer.error });
        });
    }
    var approve = el('button', null, 'Pay');
    approve.type = 'button';
    approve.addEventListener('click', function () {
      pay('approve');
    });
    var decline = el('button', 'decline', 'Decline payment');
    decline.type = 'button';
    decline.addEventListener('click', function () {
      pay('decline');
    });
    var cancel = el('button', 'decline', 'Close');
    cancel.type = 'button';
    cancel.addEventListener('click', function () {
      close();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    });
    choices.appendChild(approve);
    choices.appendChild(decline);
    choices.appendChild(cancel);
    box.appendChild(choices);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    approve.focus();
  };
  window.Razorpay = Razorpay;
})();
