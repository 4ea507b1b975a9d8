"""Mutation testing of the engines against the conformance fixtures (``python -m
conformance.mutation``): how much of the rules the language-neutral fixtures pin."""
