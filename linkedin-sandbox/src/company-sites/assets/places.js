// A place autocomplete for the company-site replicas: the input (role=combobox) lists the places
// that match what was typed in its listbox; a click or Enter on one fills the input. The places
// come from the page's <script id="places" type="application/json">.
(function () {
  window.sandboxPlaces = function (input, list, onPick) {
    var places = JSON.parse(document.getElementById('places').textContent);
    var active = -1;
    function close() {
      list.hidden = true;
      list.innerHTML = '';
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    }
    function pick(place) {
      input.value = place;
      close();
      if (onPick) onPick(place);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    function render() {
      var q = input.value.trim().toLowerCase();
      list.innerHTML = '';
      if (!q) return close();
      var found = places
        .filter(function (p) {
          return p.toLowerCase().indexOf(q) !== -1;
        })
        .slice(0, 8);
      if (!found.length) return close();
      found.forEach(function (place, i) {
        var li = document.createElement('li');
        li.setAttribute('role', 'option');
        li.id = list.id + '-option-' + i;
        li.textContent = place;
        li.addEventListener('mousedown', function (e) {
          e.preventDefault();
          pick(place);
        });
        list.appendChild(li);
      });
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
    input.addEventListener('input', render);
    input.addEventListener('blur', function () {
      setTimeout(close, 100);
    });
    input.addEventListener('keydown', function (e) {
      var options = list.querySelectorAll('[role=option]');
      if (!options.length) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        active = (active + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length;
        options.forEach(function (o, i) {
          o.setAttribute('aria-selected', i === active ? 'true' : 'false');
        });
        input.setAttribute('aria-activedescendant', options[active].id);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        pick(options[Math.max(active, 0)].textContent);
      } else if (e.key === 'Escape') {
        close();
      }
    });
  };
})();
