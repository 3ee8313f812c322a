//! The one registry of document kinds: every kind the engine evaluates and the server serves
//! is listed here, once. [`for_each_kind!`] hands the list to a macro of the caller's, so the
//! engine's dispatch ([`crate::engine`]) and the server's routes and OpenAPI are generated from
//! it; adding a kind is one line here.

/// Calls `$then!(K1, K2, …)` with every document kind's type.
#[macro_export]
macro_rules! for_each_kind {
    ($then:ident) => {
        $then! {
            $crate::t01::T01,
            $crate::g01::G01,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Act>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Ace>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Acr>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Trd>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Etd>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Sse>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Eir>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Dpo>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Opo>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Ipo>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Eus>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Tst>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Cwp>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Sde>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Cgu>,
            $crate::authorisation::Authorisation<$crate::authorisation::kinds::Tea>
        }
    };
}

/// Calls `$then!(F1, F2, …)` with the form type of every authorisation kind (the server serves
/// them with one generic implementation).
#[macro_export]
macro_rules! for_each_authorisation {
    ($then:ident) => {
        $then! {
            $crate::authorisation::kinds::Act,
            $crate::authorisation::kinds::Ace,
            $crate::authorisation::kinds::Acr,
            $crate::authorisation::kinds::Trd,
            $crate::authorisation::kinds::Etd,
            $crate::authorisation::kinds::Sse,
            $crate::authorisation::kinds::Eir,
            $crate::authorisation::kinds::Dpo,
            $crate::authorisation::kinds::Opo,
            $crate::authorisation::kinds::Ipo,
            $crate::authorisation::kinds::Eus,
            $crate::authorisation::kinds::Tst,
            $crate::authorisation::kinds::Cwp,
            $crate::authorisation::kinds::Sde,
            $crate::authorisation::kinds::Cgu,
            $crate::authorisation::kinds::Tea
        }
    };
}
