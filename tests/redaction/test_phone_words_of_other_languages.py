"""The words for a phone in the key tables' languages cue a phone as the English ones do
(redaction/recognizers/places.py `PHONE_CUE_OF_THE_KEY_LANGUAGES`)."""

from __future__ import annotations

import pytest

from redaction.recognizers.places import PHONE_CUE_OF_THE_KEY_LANGUAGES


@pytest.mark.parametrize("before", ["su cel ", "mi celular es ", "telefone: ", "nomor telepon "])
def test_a_phone_word_of_another_language_cues_the_digits_after_it(before: str) -> None:
    assert PHONE_CUE_OF_THE_KEY_LANGUAGES.search(before)


@pytest.mark.parametrize("before", ["el pedido ", "cajas a ", "celulares vendidos: 12 y "])
def test_other_words_cue_no_phone(before: str) -> None:
    assert not PHONE_CUE_OF_THE_KEY_LANGUAGES.search(before)
